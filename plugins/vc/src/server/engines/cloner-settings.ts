import { z } from 'zod';
import { EngineUnavailableError, SettingsError, type AudioTools, type ProcessRunner } from '@speechdeck/core/server';
import type { SpeakerEmbedder, VoiceActivityDetector } from '@speechdeck/engines/speaker';
import type { SpeechSynthesizer } from '@speechdeck/engines/synthesis';
import { RemoteCloner } from './remote/remote-cloner.ts';
import type { VcEngineId, VoiceCloner } from './voice-cloner.ts';
import { VoiceMatchingCloner } from './voice-matching/voice-matching-cloner.ts';

/** The cloning engines' settings (the root README's settings table). */
export const clonerSettings = z.object({
  SPEECHDECK_VC_REMOTE_URL: z.url().optional(),
  SPEECHDECK_VC_REMOTE_PATH: z.string().regex(/^\/\S*$/, 'a path starting with /').default('/tts_to_audio/'),
  SPEECHDECK_VC_REMOTE_BODY: z.enum(['multipart', 'json']).default('multipart'),
  SPEECHDECK_VC_REMOTE_API_KEY: z.string().min(1).optional(),
  SPEECHDECK_VC_REMOTE_TIMEOUT_SECONDS: z.coerce.number().positive().default(300),
  SPEECHDECK_VC_DEFAULT_ENGINE: z.enum(['voice-matching', 'remote']).default('voice-matching'),
});
export type ClonerSettings = z.output<typeof clonerSettings>;

export interface ClonerDeps {
  synthesizer: SpeechSynthesizer;
  processes: ProcessRunner;
  audio: AudioTools;
  vad: VoiceActivityDetector;
  embedder: SpeakerEmbedder;
}

/** The engines this host serves, and which one a request gets. */
export interface VoiceCloners {
  list(): { id: VcEngineId; name: string; isDefault: boolean }[];
  /** The engine asked for, else the default; 422 naming the setting when it is not configured. */
  pick(id?: VcEngineId): VoiceCloner;
}

/** Voice matching always; the remote server when its address is set, the default if told so. */
export function clonersFromSettings(settings: ClonerSettings, deps: ClonerDeps): VoiceCloners {
  const engines = new Map<VcEngineId, VoiceCloner>([['voice-matching', new VoiceMatchingCloner(deps)]]);
  const url = settings.SPEECHDECK_VC_REMOTE_URL;
  if (url) {
    engines.set('remote', new RemoteCloner(deps.audio, {
      baseUrl: url,
      path: settings.SPEECHDECK_VC_REMOTE_PATH,
      body: settings.SPEECHDECK_VC_REMOTE_BODY,
      apiKey: settings.SPEECHDECK_VC_REMOTE_API_KEY,
      timeoutMs: settings.SPEECHDECK_VC_REMOTE_TIMEOUT_SECONDS * 1000,
    }));
  } else if (settings.SPEECHDECK_VC_DEFAULT_ENGINE === 'remote') {
    throw new SettingsError('SPEECHDECK_VC_REMOTE_URL', 'not set, but SPEECHDECK_VC_DEFAULT_ENGINE is remote');
  }
  const defaultId = settings.SPEECHDECK_VC_DEFAULT_ENGINE;
  return {
    list: () => [...engines.values()].map(({ id, name }) => ({ id, name, isDefault: id === defaultId })),
    pick(id = defaultId) {
      const engine = engines.get(id);
      if (!engine) throw new EngineUnavailableError(`No remote cloning server is configured on this host: its operator sets SPEECHDECK_VC_REMOTE_URL. Use the engine 'voice-matching'.`, 422);
      return engine;
    },
  };
}
