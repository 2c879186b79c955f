import { describe, expect, it } from 'vitest';
import { bodyLines, sseEvents, sseFrame } from './sse-events.ts';

async function* lines(...items: string[]) {
  yield* items;
}
const all = async <T>(items: AsyncIterable<T>) => {
  const seen: T[] = [];
  for await (const item of items) seen.push(item);
  return seen;
};

describe('server-sent events', () => {
  it('reads named and unnamed events, multi-line data, comments, and a last event without its blank line', async () => {
    const events = await all(sseEvents(lines(': keep-alive', 'data: {"a":1}', '', 'event: speechdeck.answer', 'data: line one', 'data:line two', '', '', 'data: [DONE]')));
    expect(events).toEqual([{ event: null, data: '{"a":1}' }, { event: 'speechdeck.answer', data: 'line one\nline two' }, { event: null, data: '[DONE]' }]);
  });

  it('writes frames that read back the same, and splits a body into lines across chunks', async () => {
    const frames = sseFrame('two\nlines', 'error') + sseFrame('[DONE]');
    const encoded = new TextEncoder().encode(frames);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // Split inside a line and inside the blank line.
        controller.enqueue(encoded.subarray(0, 9));
        controller.enqueue(encoded.subarray(9, 30));
        controller.enqueue(encoded.subarray(30));
        controller.close();
      },
    });
    expect(await all(sseEvents(bodyLines(body)))).toEqual([{ event: 'error', data: 'two\nlines' }, { event: null, data: '[DONE]' }]);
  });
});
