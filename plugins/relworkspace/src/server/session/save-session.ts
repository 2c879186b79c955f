import { errorMessage } from '@speechdeck/core';
import { randomBytes } from 'node:crypto';
import type { MediaStorage } from '@speechdeck/core/server';
import type { Utterance } from '@speechdeck/engines/live';
import type { Diarizer, SpeakerTurn } from '@speechdeck/engines/speaker';
import type { SpeakerNamer } from '@speechdeck/plugin-speaker/server';
import type { Punctuator } from '@speechdeck/engines/recognition';
import { extractKeywords } from '@speechdeck/plugin-stt/server';
import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { LiveEnded } from '../../contract/live-api.ts';
import type { TicketGrant } from './live-tickets.ts';
import { defaultSessionName, distinctName } from './session-name.ts';
import { speakerOf } from './speaker-labels.ts';

export interface SaveDeps {
  results: ResultsStore;
  media: MediaStorage;
  punctuator: Punctuator;
  diarizer: Diarizer;
  namer: SpeakerNamer;
}

export interface RecordedSession {
  grant: TicketGrant;
  /** The closed recording in the work dir: saving stores it, so it is no longer there afterwards. */
  wavPath: string;
  seconds: number;
  engine: string;
  startedAt: Date;
  utterances: readonly Utterance[];
  notes: string[];
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The recording's speakers (diarized, the owner's enrolled voices named); a failure is a note, and
 * no speakers.
 */
async function speakerTurns(deps: SaveDeps, userId: number, wavPath: string, notes: string[]): Promise<SpeakerTurn[]> {
  try {
    const { turns } = await deps.diarizer.diarize(wavPath);
    return await deps.namer.nameTurns(userId, wavPath, turns).catch((error: unknown) => {
      notes.push(`Enrolled speakers could not be named: ${errorMessage(error)}`);
      return turns;
    });
  } catch (error) {
    notes.push(`Speakers could not be separated: ${errorMessage(error)}`);
    return [];
  }
}

/**
 * Saves a session to the workspace as a recognition result with its audio: the finals, punctuated
 * and with keywords as recognition gives them, and when asked the speakers (the whole recording
 * diarized, each utterance labelled, the owner's enrolled voices named). The transcript is whole
 * before its row is stored, so no row waits on work a crash of this host would lose (a session is
 * lost with its host: docs/deploy.md).
 */
export async function saveSession(deps: SaveDeps, session: RecordedSession): Promise<NonNullable<LiveEnded['result']>> {
  const { grant } = session;
  const notes = [...session.notes];
  const turns = grant.speakers && session.utterances.length > 0 ? await speakerTurns(deps, grant.userId, session.wavPath, notes) : [];
  const texts = session.utterances.map((u) => deps.punctuator.punctuateText(u.text).trim());
  const keywords = extractKeywords(texts.map((sent) => ({ sent })), grant.language);
  const segments: RecognizedSegment[] = session.utterances
    .map((utterance, i) => ({ utterance, sent: texts[i]!, kw: keywords[i] ?? [] }))
    .filter(({ sent }) => sent.length > 0)
    .map(({ utterance, sent, kw }, position) => ({
      position,
      start: round(utterance.start),
      end: round(utterance.end),
      spk: turns.length > 0 ? speakerOf(utterance.start, utterance.end, turns) : null,
      sent,
      kw,
      oa: null,
      words: utterance.words.map((w) => ({ ...w, start: round(w.start), end: round(w.end) })),
    }));
  if (segments.length === 0) notes.push(`No speech was recognized in ${session.seconds.toFixed(1)} s of audio.`);
  const processId = `live-${randomBytes(12).toString('hex')}`;
  // One session per user at a time (open-sessions.ts): nobody else takes the name before it is stored.
  const fn = distinctName(grant.name ?? defaultSessionName(session.startedAt), (await deps.results.fileNames(grant.userId)).map((file) => file.fn));
  const options = { language: grant.language, isDiarize: grant.speakers, vad: false, punct: true, sentText: false, oa: false };
  // Stored (the recording leaves the work dir) before the row names its key, under the name stt's
  // uploads have, so it is an upload like any other for the other services.
  const mediaKey = deps.media.newKey(grant.userId, 'wav');
  await deps.media.put(mediaKey, session.wavPath);
  await deps.results.create({ processId, userId: grant.userId, fn, options, mediaKey, duration: round(session.seconds) }).catch(async (error: unknown) => {
    // No row will name it: nobody could reach it or delete it.
    await deps.media.remove(mediaKey).catch(() => {});
    throw error;
  });
  const result = await deps.results.complete(grant.userId, processId, { language: grant.language, duration: round(session.seconds), engine: `${session.engine} (live)`, segments, notes });
  return { processId, fn: result.fn, duration: result.duration, segments: result.segments, notes: result.notes };
}
