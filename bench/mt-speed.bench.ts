import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { confirmedUser, processRunner, startTestHost, tempDir } from '@speechdeck/testing';
import type { ServedPairs, Translation } from '../plugins/mt/src/contract/mt-api.ts';
import { chrF } from '../plugins/mt/src/server/evaluation/chrf.ts';
import { EN_ES } from '../plugins/mt/src/server/evaluation/parallel-sentences.ts';
import { mtServerPlugin } from '../plugins/mt/src/server/index.ts';
import { ratio, timed, type BenchRow } from './bench-host.ts';

const ROUNDS = 10;
/** The sentences five times over, one paragraph each: 200 paragraphs, as a transcript of some 15 minutes sends them. */
const LONG = Array.from({ length: 5 }, () => EN_ES.map(([english]) => english)).flat().join('\n\n');
const SHORT = EN_ES[0]![0];
const ms = (x: number) => `${x.toFixed(0)} ms`;

/**
 * Translation: the host's time for a translation (the HTTP call, the text checked and cut into
 * paragraphs, apertium run on a scratch file, the answer split back) against the bare `apertium`
 * program on the same text, interleaved, alternating which goes first. Then chrF of each engine
 * that serves en-es and es-en here against the references written for the test.
 */
export async function benchMtSpeed(): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('mt-speed');
  const host = await startTestHost({ plugins: [workspaceServerPlugin, mtServerPlugin], env: { SPEECHDECK_LOG_LEVEL: 'error' } });
  try {
    const { token } = await confirmedUser(host, 'bench@example.com');
    const call = async (body: object) => {
      const response = await fetch(`${host.url}/api/mt/translate`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`translate answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as Translation;
    };
    const served = (await (await fetch(`${host.url}/api/mt/languages`, { headers: { authorization: `Bearer ${token}` } })).json()) as ServedPairs;
    const rows: BenchRow[] = [];

    if (served.pairs.some((p) => p.engine === 'apertium' && p.source === 'en' && p.target === 'es')) {
      for (const [label, text] of [['200 paragraphs (7 KB)', LONG], ['one sentence', SHORT]] as const) {
        const file = join(dir, 'text.txt');
        writeFileSync(file, `${text}\n`);
        const raw = () => timed(async () => {
          const run = await processRunner.run('apertium', ['-u', 'eng-spa', file], { name: 'apertium', installHint: 'apt-get install apertium' });
          if (run.exitCode !== 0) throw new Error('apertium failed');
        });
        const ours = () => timed(() => call({ text, source: 'en', target: 'es', engine: 'apertium' }));
        await ours();
        let rawMs = 0;
        let oursMs = 0;
        for (let round = 0; round < ROUNDS; round++) {
          if (round % 2 === 0) {
            rawMs += (await raw()).ms;
            oursMs += (await ours()).ms;
          } else {
            oursMs += (await ours()).ms;
            rawMs += (await raw()).ms;
          }
        }
        rows.push({ name: `mt apertium en-es, ${label}: POST /api/mt/translate vs bare apertium`, ours: ms(oursMs / ROUNDS), peer: ms(rawMs / ROUNDS), ratio: ratio(oursMs, rawMs), goal: 'close to 1x' });
      }
    } else {
      rows.push({ name: 'mt speed', ours: 'apertium en-es is not installed', peer: '', ratio: '', goal: '' });
    }

    const english = EN_ES.map(([en]) => en);
    const spanish = EN_ES.map(([, es]) => es);
    for (const [source, target, from, references] of [['en', 'es', english, spanish], ['es', 'en', spanish, english]] as const) {
      for (const engine of new Set(served.pairs.filter((p) => p.source === source && p.target === target).map((p) => p.engine))) {
        const answer = await call({ text: from.join('\n\n'), source, target, engine });
        const hypotheses = answer.text.split('\n\n');
        rows.push({ name: `mt quality ${engine} ${source}-${target}: chrF on ${EN_ES.length} sentences written for the test`, ours: chrF(hypotheses, references).toFixed(1), peer: '', ratio: '', goal: 'higher is better (0-100)' });
      }
    }
    return rows;
  } finally {
    await host.close();
    remove();
  }
}
