import { createPluginRegistry, type PluginRegistry, type ServicePlugin } from '@speechdeck/core/web';
import { chatPlugin } from '@speechdeck/plugin-chat/web';
import { kwsPlugin } from '@speechdeck/plugin-kws/web';
import { medPlugin } from '@speechdeck/plugin-med/web';
import { mtPlugin } from '@speechdeck/plugin-mt/web';
import { nerPlugin } from '@speechdeck/plugin-ner/web';
import { relworkspacePlugin } from '@speechdeck/plugin-relworkspace/web';
import { speakerPlugin } from '@speechdeck/plugin-speaker/web';
import { splitterPlugin } from '@speechdeck/plugin-splitter/web';
import { sttPlugin } from '@speechdeck/plugin-stt/web';
import { ttsPlugin } from '@speechdeck/plugin-tts/web';
import { vcPlugin } from '@speechdeck/plugin-vc/web';
import { workspacePlugin } from '@speechdeck/plugin-workspace/web';
import { accountPlugin } from './account-plugin.ts';
import { SHELL_PATHS } from './shell-paths.ts';

/** Every AI service of the product; adding one to the dashboard is one line here. */
export const SERVICE_PLUGINS: readonly ServicePlugin[] = [
  sttPlugin, medPlugin, ttsPlugin, speakerPlugin, kwsPlugin, vcPlugin, chatPlugin,
  nerPlugin, mtPlugin, splitterPlugin, workspacePlugin, relworkspacePlugin,
];

/** Fails at start-up when a plugin takes a path the shell (or another plugin) already routes. */
export function createShellRegistry(plugins: readonly ServicePlugin[] = SERVICE_PLUGINS): PluginRegistry {
  return createPluginRegistry([accountPlugin, ...plugins], SHELL_PATHS);
}
