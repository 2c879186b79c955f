import type { ServerPlugin } from '@speechdeck/core/server';
import { chatServerPlugin } from '@speechdeck/plugin-chat/server';
import { kwsServerPlugin } from '@speechdeck/plugin-kws/server';
import { medServerPlugin } from '@speechdeck/plugin-med/server';
import { mtServerPlugin } from '@speechdeck/plugin-mt/server';
import { nerServerPlugin } from '@speechdeck/plugin-ner/server';
import { relworkspaceServerPlugin } from '@speechdeck/plugin-relworkspace/server';
import { speakerServerPlugin } from '@speechdeck/plugin-speaker/server';
import { splitterServerPlugin } from '@speechdeck/plugin-splitter/server';
import { sttServerPlugin } from '@speechdeck/plugin-stt/server';
import { ttsServerPlugin } from '@speechdeck/plugin-tts/server';
import { vcServerPlugin } from '@speechdeck/plugin-vc/server';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { openaiServerPlugin } from '@speechdeck/plugin-openai/server';

/** The host's plugin list: each AI service's server part. Adding a service is one line here (and its package.json entry). */
export const servicePlugins: readonly ServerPlugin[] = [
  workspaceServerPlugin, speakerServerPlugin, sttServerPlugin, ttsServerPlugin, vcServerPlugin,
  splitterServerPlugin, medServerPlugin, kwsServerPlugin, mtServerPlugin, nerServerPlugin, chatServerPlugin,
  relworkspaceServerPlugin, openaiServerPlugin,
];
