import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';
import { translate } from './commands/translate.ts';

/** `speechdeck translate`: text, a file or a transcript, translated on the host. */
export const mtCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [translate] });
