import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';
import { recognize } from './commands/recognize.ts';
import { srt } from './commands/srt.ts';
import { vocabulary } from './commands/vocabulary.ts';

/** Recognition's commands: `speechdeck recognize` (resumable batches), `speechdeck srt` and `speechdeck vocabulary`. */
export const sttCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [recognize, srt, vocabulary] });
