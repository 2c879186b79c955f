import type { Command } from 'commander';
import { assertPluginId } from '../plugin/plugin-id.ts';

/** What a plugin's `/cli` entry gives `speechdeck`: top-level commands, each a commander Command. */
export interface CliPlugin {
  readonly id: string;
  readonly commands: readonly Command[];
}

/** Declares a plugin's commands; a bad id fails when the CLI loads, not when a user runs the command. */
export function defineCliPlugin(plugin: CliPlugin): CliPlugin {
  assertPluginId(plugin.id);
  return plugin;
}
