import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';
import { med } from './commands/med.ts';

/** `speechdeck med`: medical terms recognition of files and folders, resumable, with --json. */
export const medCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [med] });
