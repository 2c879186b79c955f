import { SV_LIMITS, type EnrolledSpeaker, type VoiceprintQuality } from '../../contract/sv-api.ts';
import { scoreCandidates, type SpeakerEmbedder } from '@speechdeck/engines/speaker';
import { roundTo } from '../media/kept-wav.ts';
import type { StoredSpeaker } from '../store/speaker-store.ts';

const LEVELS = ['poor', 'fair', 'good'] as const;
const secs = (s: number) => `${Math.round(s)} s`;

/**
 * The lowest similarity of a clip to the voiceprint of the speaker's other clips, or null with
 * fewer than two clips made by this embedder (clips of another embedder wait to be made again).
 */
function leastAlike(embedder: SpeakerEmbedder, speaker: StoredSpeaker): number | null {
  const clips = speaker.clips.filter((clip) => clip.embedderId === embedder.id).map((clip) => clip.embedding);
  if (clips.length < 2) return null;
  // Scored as identification scores a clip, so the threshold means the same here.
  return Math.min(...clips.map((clip, i) => scoreCandidates(embedder, clip, [{ spk: speaker.spk, clips: clips.filter((_, j) => j !== i) }])[0]!.score));
}

/**
 * How far a voiceprint can be trusted: by its speech (under half of SV_LIMITS.enrollGoodSpeechSeconds
 * poor, under it fair), one level lower when its clips sound less alike than the embedder takes one
 * speaker to sound (a clip of another voice enrolled under the name).
 */
export function voiceprintQuality(embedder: SpeakerEmbedder, speaker: StoredSpeaker): VoiceprintQuality {
  const speech = speaker.clips.reduce((sum, clip) => sum + clip.speechSeconds, 0);
  const good = SV_LIMITS.enrollGoodSpeechSeconds;
  let level = speech < good / 2 ? 0 : speech < good ? 1 : 2;
  const more = Math.max(1, Math.ceil(good - speech));
  let note = [
    `Only ${secs(speech)} of speech: enroll another clip of ${more} s or more.`,
    `${secs(speech)} of speech: ${more} s more would make it good.`,
    `${secs(speech)} of speech in ${speaker.clips.length} ${speaker.clips.length === 1 ? 'clip' : 'clips'}.`,
  ][level]!;
  const alike = leastAlike(embedder, speaker);
  if (alike !== null && alike < embedder.sameSpeakerThreshold) {
    level = Math.max(0, level - 1);
    note = `${secs(speech)} of speech, but its clips sound unlike each other (similarity ${alike.toFixed(2)}, under ${embedder.sameSpeakerThreshold}): one may be another voice; delete the speaker and enroll it again.`;
  }
  return { level: LEVELS[level]!, note };
}

/** The speaker as clients see it. */
export function publicSpeaker(embedder: SpeakerEmbedder, speaker: StoredSpeaker): EnrolledSpeaker {
  return {
    spk: speaker.spk,
    clips: speaker.clips.length,
    seconds: roundTo(speaker.clips.reduce((sum, clip) => sum + clip.speechSeconds, 0), 1),
    enrolledAt: speaker.createdAt,
    updatedAt: speaker.updatedAt,
    quality: voiceprintQuality(embedder, speaker),
  };
}
