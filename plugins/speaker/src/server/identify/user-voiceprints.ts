import type { Voiceprint } from '@speechdeck/engines/speaker';
import type { SpeakerDeps } from '../speaker-deps.ts';

/**
 * The user's voiceprints as the current embedder scores them. A clip embedded by another embedder
 * (another `id`: a new version) is embedded again from its kept WAV first, and stored so.
 */
export async function userVoiceprints(deps: Pick<SpeakerDeps, 'stores' | 'embedder' | 'media'>, userId: number, signal?: AbortSignal): Promise<Voiceprint[]> {
  const { stores, embedder, media } = deps;
  const speakers = await stores.speakers.list(userId);
  for (const clip of speakers.flatMap((speaker) => speaker.clips)) {
    if (clip.embedderId === embedder.id) continue;
    clip.embedding = await media.withLocal(clip.wavKey, (wav) => embedder.embedPooled(wav, clip.regions, { signal }), { signal });
    await stores.speakers.updateEmbedding(clip.id, clip.embedding, embedder.id);
  }
  return speakers.map((speaker) => ({ spk: speaker.spk, clips: speaker.clips.map((clip) => clip.embedding) }));
}
