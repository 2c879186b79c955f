import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';
import { live } from './commands/live.ts';

/** `speechdeck live`: a file through a live session, with partial and final text as it comes. */
export const relworkspaceCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [live] });
