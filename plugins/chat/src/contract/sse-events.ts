/** One server-sent event: its `event:` name (null for a plain message) and its `data:` lines joined. */
export interface SseEvent {
  event: string | null;
  data: string;
}

/**
 * Server-sent events from the lines of a stream, as the EventSource spec reads them: `event:` and
 * `data:` fields, a blank line ends an event, `:` lines are comments. Ours and the chat servers'
 * streams alike.
 */
export async function* sseEvents(lines: AsyncIterable<string>): AsyncGenerator<SseEvent> {
  let event: string | null = null;
  let data: string[] = [];
  for await (const line of lines) {
    if (line === '') {
      if (data.length > 0) yield { event, data: data.join('\n') };
      event = null;
      data = [];
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  }
  if (data.length > 0) yield { event, data: data.join('\n') };
}

/** The lines of a fetched body as they arrive, without their ends. */
export async function* bodyLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const lines = (pending + decoder.decode(value, { stream: true })).split('\n');
      pending = lines.pop()!;
      for (const line of lines) yield line.endsWith('\r') ? line.slice(0, -1) : line;
    }
    pending += decoder.decode();
    if (pending) yield pending;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** One event as our host writes it. */
export function sseFrame(data: string, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}${data.split('\n').map((line) => `data: ${line}`).join('\n')}\n\n`;
}
