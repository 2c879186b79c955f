import { speakerServerPlugin } from '@speechdeck/plugin-speaker/server';
import { sttServerPlugin } from '@speechdeck/plugin-stt/server';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { splitterServerPlugin } from '../index.ts';

/** What a test host needs for the splitter: recognition (with the speaker engines it takes) and the workspace, and this plugin. */
export const splitterPlugins = [workspaceServerPlugin, speakerServerPlugin, sttServerPlugin, splitterServerPlugin] as const;
