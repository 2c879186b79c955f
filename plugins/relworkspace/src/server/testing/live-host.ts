import { speakerServerPlugin } from '@speechdeck/plugin-speaker/server';
import { sttServerPlugin } from '@speechdeck/plugin-stt/server';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { startTestHost, type TestHostOptions } from '@speechdeck/testing';
import { relworkspaceServerPlugin } from '../index.ts';

/** What a test host needs for live sessions: this plugin and those it builds on. */
export const livePlugins = [workspaceServerPlugin, speakerServerPlugin, sttServerPlugin, relworkspaceServerPlugin] as const;

export const startLiveHost = (options: TestHostOptions = {}) => startTestHost({ plugins: livePlugins, ...options });
