import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';
import { kws } from './commands/kws.ts';

/** `speechdeck kws`: keywords spotted in media files and folders (a resumable batch). */
export const kwsCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [kws] });
