import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';
import { split } from './commands/split.ts';

/** The splitter's command: `speechdeck split` (a resumable batch). */
export const splitterCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [split] });
