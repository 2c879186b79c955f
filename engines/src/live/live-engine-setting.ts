import { z } from 'zod';

export const liveEngineSettings = z.object({
  /**
   * The recognizer of English sessions: `auto`, Vosk when its model is installed (pocketsphinx when it
   * is not, or cannot start); `vosk` (503 without its model); `pocketsphinx`. Other languages stream
   * with pocketsphinx where recognition routes them to it (recognizer-for.ts).
   */
  SPEECHDECK_LIVE_ENGINE: z.enum(['auto', 'vosk', 'pocketsphinx']).default('auto'),
});

export type LiveEngineSetting = z.output<typeof liveEngineSettings>['SPEECHDECK_LIVE_ENGINE'];
