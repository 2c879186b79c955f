import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';
import { tts } from './commands/tts.ts';

/** Speech synthesis's command: `speechdeck tts` (words, files, resumable batches of folders; --voices). */
export const ttsCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [tts] });
