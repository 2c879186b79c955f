import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { speakerServerPlugin } from '@speechdeck/plugin-speaker/server';
import { sttServerPlugin } from '@speechdeck/plugin-stt/server';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { startTestHost, type TestHostOptions } from '@speechdeck/testing';
import { medServerPlugin } from '../index.ts';
import { TEST_LM_TERMS, TEST_MODELS_DIR_NAME } from './spoken-sentences.ts';

/** What a test host needs for medical recognition: this plugin and those it builds on. */
export const medPlugins = [workspaceServerPlugin, speakerServerPlugin, sttServerPlugin, medServerPlugin] as const;

/** A host with the medical plugin, its models kept across test runs in the OS temp dir. */
export function startMedHost(options: TestHostOptions = {}) {
  return startTestHost({
    plugins: medPlugins,
    ...options,
    env: { SPEECHDECK_MED_MODELS_DIR: join(tmpdir(), TEST_MODELS_DIR_NAME), SPEECHDECK_MED_LM_TERMS: String(TEST_LM_TERMS), ...options.env },
  });
}
