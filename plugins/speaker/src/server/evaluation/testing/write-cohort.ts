import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeWav } from '@speechdeck/testing';
import { MfccEmbedder, SileroVad } from '@speechdeck/engines/speaker';
import { COHORT_TEXTS, cohortVoices } from './cohort-voices.ts';
import { utterances } from './evaluation-voices.ts';

/**
 * Writes `engines/src/speaker/embedding/<embedder id>-cohort.ts` (for the engine layer's voiceprint
 * scoring): the embedding of each cohort voice's three sentences (VAD speech pooled), rounded to 4
 * decimals. Run after changing the embedder or the cohort:
 * `pnpm exec tsx plugins/speaker/src/server/evaluation/testing/write-cohort.ts`.
 */
async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'speechdeck-cohort-'));
  const vad = new SileroVad();
  const embedder = new MfccEmbedder();
  const rows: string[] = [];
  for (const voice of cohortVoices()) {
    const dir = join(scratch, voice.name);
    mkdirSync(dir, { recursive: true });
    const said = await utterances(voice, COHORT_TEXTS, dir);
    const pause = new Float32Array(4800);
    const joined = new Float32Array(said.reduce((sum, s) => sum + s.length + pause.length, 0));
    let at = 0;
    for (const s of said) {
      joined.set(s, at);
      at += s.length + pause.length;
    }
    const wav = writeWav(join(dir, 'all.wav'), joined);
    const embedding = await embedder.embedPooled(wav, await vad.detect(wav));
    rows.push(`  [${[...embedding].map((x) => Number(x.toFixed(4))).join(', ')}],`);
  }
  rmSync(scratch, { recursive: true, force: true });
  const out = join(import.meta.dirname, '..', '..', '..', '..', '..', '..', 'engines', 'src', 'speaker', 'embedding', `${embedder.id}-cohort.ts`);
  writeFileSync(
    out,
    `// Written by plugins/speaker/src/server/evaluation/testing/write-cohort.ts: do not edit. The ${rows.length} cohort voices of\n// plugins/speaker/src/server/evaluation/testing/cohort-voices.ts (none of them evaluated), embedded by '${embedder.id}'.\nexport const COHORT_EMBEDDER_ID = '${embedder.id}';\nexport const COHORT: readonly (readonly number[])[] = [\n${rows.join('\n')}\n];\n`,
  );
  console.log(`${rows.length} voices -> ${out}`);
}

await main();
