import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';
import { chat } from './commands/chat.ts';

/** `speechdeck chat`: a question to the host's chat model, grounded on the user's transcripts, streamed. */
export const chatCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [chat] });
