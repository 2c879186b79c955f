import { speakerServerPlugin } from '@speechdeck/plugin-speaker/server';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { sttServerPlugin } from '../index.ts';

/** What a test host needs to recognize: this plugin and the two it depends on. */
export const recognitionPlugins = [workspaceServerPlugin, speakerServerPlugin, sttServerPlugin] as const;
