import { describe, expect, it } from 'vitest';
import { EngineUnavailableError, type InstalledModels, type Logger } from '@speechdeck/core/server';
import { processRunner } from '@speechdeck/testing';
import { DEBIAN_POCKETSPHINX } from '../recognition/pocketsphinx-engine.ts';
import { liveRecognizers } from './live-recognizers.ts';

/** Models whose Vosk is refused at load (its hash differs, say): the host's 503. */
const refused: InstalledModels = {
  list: () => [],
  has: () => true,
  load: (id) => Promise.reject(new EngineUnavailableError(`The model ${id} was refused: a file's SHA-256 differs.`, 503)),
  python: '/models/python/bin/python',
};
const warnings: unknown[] = [];
const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
const events = { partial: () => {}, final: () => {}, failed: () => {} };

describe('the live recognizers', () => {
  const recognizers = liveRecognizers({ processes: processRunner, pocketsphinx: DEBIAN_POCKETSPHINX, models: refused, logger });

  it('hand a session to pocketsphinx when Vosk cannot start and nobody asked for it by name', async () => {
    const recognizer = await recognizers.start(events, { language: 'en', engine: 'vosk', fallback: 'pocketsphinx' });
    recognizer.abort();
    expect(recognizer.engine).toBe('pocketsphinx');
    expect(warnings).toHaveLength(1);
  });

  it('answer the 503 naming the model when Vosk was asked for', async () => {
    await expect(recognizers.start(events, { language: 'en', engine: 'vosk' })).rejects.toThrow(/vosk-small-en-us was refused/);
  });
});
