import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';
import { results } from './commands/results/index.ts';
import { search } from './commands/search.ts';

/** The workspace's commands: `speechdeck search` and `speechdeck results list|show|delete`. */
export const workspaceCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [search, results] });

/** For other plugins' commands that summarize a result (recognize's report). */
export { speakersOf } from './speakers-of.ts';
