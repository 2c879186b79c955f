import { speakerPlugins } from '@speechdeck/plugin-speaker/server';
import { sttServerPlugin } from '@speechdeck/plugin-stt/server';
import { kwsServerPlugin } from '../index.ts';

/** What a test host needs to spot keywords: this plugin, recognition (pocketsphinx, pronunciations) and what that needs. */
export const kwsPlugins = [...speakerPlugins, sttServerPlugin, kwsServerPlugin] as const;
