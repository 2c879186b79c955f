import { streamChat } from '../plugins/chat/src/client/chat-client.ts';
import { bodyLines, sseEvents } from '../plugins/chat/src/contract/sse-events.ts';
import { startChatDouble } from '../plugins/chat/src/server/testing/chat-double.ts';
import { benchHost, ratio, type BenchRow } from './bench-host.ts';

const RUNS = 30;
/** An answer of a few hundred tokens, one per event, as a local model streams it. */
const PIECES = Array.from({ length: 300 }, (_, i) => ` word${i}`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Reads one streamed answer; answers the time to its first piece and to its end. */
async function timeStream(read: () => AsyncIterable<unknown>): Promise<{ first: number; total: number }> {
  const start = performance.now();
  let first = 0;
  for await (const _ of read()) {
    if (first === 0) first = performance.now() - start;
  }
  return { first, total: performance.now() - start };
}

/**
 * What relaying a streamed chat answer through the host costs (auth, storing the question and the
 * answer, parsing and re-sending every event) against reading the same chat server directly: the
 * loopback double streams 300 events as fast as it can, so the figures are the relay's own.
 */
export async function benchChatRelay(): Promise<BenchRow[]> {
  const double = await startChatDouble();
  const { host, token } = await benchHost({ SPEECHDECK_CHAT_URL: double.url, SPEECHDECK_CHAT_MODEL: 'bench' });
  try {
    double.behave({ kind: 'answer', pieces: PIECES });
    const direct = async function* () {
      const response = await fetch(`${double.url}/chat/completions`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'Count.' }] }),
      });
      for await (const event of sseEvents(bodyLines(response.body!))) if (event.data !== '[DONE]') yield event;
    };
    const relayed = async function* () {
      for await (const event of streamChat({ baseUrl: host.url, token }, { messages: [{ role: 'user', content: 'Count.' }] })) if (event.type === 'delta') yield event;
    };
    const runs = { direct: [] as { first: number; total: number }[], relayed: [] as { first: number; total: number }[] };
    for (let i = 0; i < RUNS + 2; i++) {
      const a = await timeStream(direct);
      const b = await timeStream(relayed);
      // The first two warm both paths up (JIT, connections).
      if (i < 2) continue;
      runs.direct.push(a);
      runs.relayed.push(b);
    }
    const figure = (key: 'first' | 'total') => ({ ours: median(runs.relayed.map((r) => r[key])), peer: median(runs.direct.map((r) => r[key])) });
    const first = figure('first');
    const total = figure('total');
    return [
      { name: 'chat relay: first piece of a streamed answer (median)', ours: ms(first.ours), peer: `${ms(first.peer)} direct`, ratio: ratio(first.ours, first.peer), goal: 'under 50 ms added' },
      { name: `chat relay: whole answer of ${PIECES.length} events (median)`, ours: ms(total.ours), peer: `${ms(total.peer)} direct`, ratio: ratio(total.ours, total.peer), goal: 'under 50 ms added' },
    ];
  } finally {
    await host.close();
    await double.close();
  }
}
