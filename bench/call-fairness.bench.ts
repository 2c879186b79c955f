import { confirmedUser } from '@speechdeck/testing';
import { benchHost, ratio, type BenchRow } from './bench-host.ts';

/** Entity-dense text of the length that once held a call slot for minutes (issue 26). */
const DENSE = 'John Smith met Mary in Paris on 5 May 2020 for $500. '.repeat(800).slice(0, 40_000);
/** Long text queued for synthesis: work that runs for minutes in the job slots. */
const LONG = 'The committee met again to weigh the budget for the coming year, line by line. '.repeat(400);
const LIGHT_CALLS = 20;

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * One user's heavy load beside another user's one-word calls: user A keeps two entity-dense NER
 * calls in flight and queues long syntheses; user B asks for "hello" to be synthesized, one call
 * after another. The peer is user B's same calls on the same host with nothing else running. The
 * figure users feel is B's p95: calls have slots of their own beside jobs, and one user holds at
 * most all call slots but one.
 */
export async function benchCallFairness(): Promise<BenchRow[]> {
  const { host, token: heavyToken } = await benchHost();
  try {
    const light = await confirmedUser(host, 'light@example.com');
    const post = (path: string, token: string, body: unknown) => fetch(`${host.url}${path}`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const hello = async () => {
      const start = performance.now();
      const answer = await post('/api/tts/synthesize', light.token, { text: 'hello', language: 'en' });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`the light call answered ${answer.status}`);
      return performance.now() - start;
    };
    const lightCalls = async () => {
      const times: number[] = [];
      for (let i = 0; i < LIGHT_CALLS; i++) times.push(await hello());
      return times;
    };

    await hello();
    const alone = await lightCalls();

    for (let i = 0; i < 4; i++) await post('/api/tts/synthesizeQueue', heavyToken, { text: LONG, language: 'en' });
    let loading = true;
    const refused: number[] = [];
    const heavyLoop = async () => {
      while (loading) {
        const answer = await post('/api/ner/entities', heavyToken, { text: DENSE, language: 'en' });
        await answer.arrayBuffer();
        if (answer.status === 429 || answer.status === 503) refused.push(answer.status);
      }
    };
    const loops = [heavyLoop(), heavyLoop(), heavyLoop()];
    const loaded = await lightCalls();
    loading = false;
    await Promise.all(loops);

    return [{
      name: `call fairness: p95 of another user's one-word synthesis (${LIGHT_CALLS} calls) beside 3 dense 40k NER calls and 4 long queued syntheses`,
      ours: `${ms(p95(loaded))} (max ${ms(Math.max(...loaded))}; the heavy user refused ${refused.length} times)`,
      peer: `same calls alone: ${ms(p95(alone))}`,
      ratio: ratio(p95(loaded), p95(alone)),
      goal: 'p95 within a few seconds, never minutes',
    }];
  } finally {
    await host.close();
  }
}
