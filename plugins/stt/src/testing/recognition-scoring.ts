import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { audioTools, uploadTo } from '@speechdeck/testing';
import { wordErrorRate } from '@speechdeck/engines';
import type { EvaluationItem, RecognitionCondition, RecognitionConditionName } from './recognition-conditions.ts';

const run = promisify(execFile);

/** A recognizer under evaluation: the text it hears in one item's file. */
export type Recognize = (item: EvaluationItem) => Promise<string>;

export interface WordErrors {
  errors: number;
  words: number;
}

/**
 * `pocketsphinx_continuous` with nothing but its input, so with its own defaults (the Debian build's
 * model included), on the same 16 kHz mono WAV the host makes of the file with ffmpeg: the engine
 * reads no other format.
 */
export function rawPocketsphinx(scratchDir: string): Recognize {
  return async (item) => {
    const wav = join(scratchDir, `raw-${randomUUID()}.wav`);
    try {
      await audioTools.toWav16kMono(item.file, wav);
      const { stdout } = await run('pocketsphinx_continuous', ['-infile', wav, '-logfn', '/dev/null'], { maxBuffer: 64 * 1024 * 1024 });
      return stdout;
    } finally {
      await rm(wav, { force: true });
    }
  };
}

/** Recognition through the host: `POST /api/stt/recognize` with the file, `query` added (`vad=true`). */
export function apiRecognition(hostUrl: string, token: string, query = ''): Recognize {
  return async (item) => {
    const { status, body } = await uploadTo(`${hostUrl}/api/stt/recognize?${query}`, token, item.file);
    if (status !== 200) throw new Error(`recognize answered ${status}: ${JSON.stringify(body)}`);
    return String(body.text);
  };
}

/**
 * Word errors of each recognizer on each condition (all items together), `concurrency` files at a
 * time. The recognizers take turns on each item, so a change in machine load hits them alike.
 */
export async function scoreConditions<Name extends string>(
  conditions: readonly RecognitionCondition[],
  recognizers: Record<Name, Recognize>,
  concurrency = 2,
): Promise<Map<RecognitionConditionName, Record<Name, WordErrors>>> {
  const scores = new Map<RecognitionConditionName, Record<Name, WordErrors>>();
  const names = Object.keys(recognizers) as Name[];
  const work = conditions.flatMap((condition) => {
    const score = Object.fromEntries(names.map((name) => [name, { errors: 0, words: 0 }])) as Record<Name, WordErrors>;
    scores.set(condition.name, score);
    return condition.items.flatMap((item) => names.map((name) => async () => {
      const result = wordErrorRate(item.reference, await recognizers[name](item));
      score[name].errors += result.errors;
      score[name].words += result.referenceWords;
    }));
  });
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let next = work.shift(); next; next = work.shift()) await next();
  }));
  return scores;
}
