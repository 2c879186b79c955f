import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';
import { recognize } from './commands/recognize.ts';
import { srt } from './commands/srt.ts';

/** Recognition's commands: `speechdeck recognize` (resumable batches) and `speechdeck srt`. */
export const sttCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [recognize, srt] });
