import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { generateMedia, pluginDatabase, startTestHost, type TestHost } from '@speechdeck/server/testing';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import { nerServerPlugin } from '../index.ts';

/** A host with the workspace and this plugin. */
export const startNerHost = () => startTestHost({ plugins: [workspaceServerPlugin, nerServerPlugin] });

/** A segment as pocketsphinx writes one: lower case, no punctuation, a time per word (0.5 s each from `start`). */
export function spokenSegment(position: number, start: number, sent: string): RecognizedSegment {
  const words = sent.split(' ').map((w, i) => ({ w, start: start + i * 0.5, end: start + i * 0.5 + 0.4 }));
  return { position, start, end: words[words.length - 1]!.end, spk: null, sent, kw: [], oa: null, words };
}

/**
 * A finished transcript in a user's workspace, with a real audio file (a tone) to play: written
 * into the workspace's tables as a recognition stores one, without running a recognizer, so the
 * text and word times are known to the test.
 */
export function seedTranscript(host: TestHost, userId: number, processId: string, fn: string, language: string, segments: RecognizedSegment[], createdAt = new Date().toISOString()): void {
  const folder = join(host.dataDir, 'media', String(userId));
  mkdirSync(folder, { recursive: true });
  const duration = Math.ceil(segments[segments.length - 1]!.end) + 1;
  generateMedia('sine=frequency=440:sample_rate=16000', join(folder, `${processId}.wav`), duration);
  const { db } = pluginDatabase(host.dataDir, 'workspace');
  try {
    db.transaction(() => {
      db.prepare(`INSERT INTO recognitions (process_id, user_id, fn, language, status, progress, duration, options, notes, engine, media_key, created_at)
        VALUES (?, ?, ?, ?, 'done', 1, ?, ?, '[]', 'pocketsphinx', ?, ?)`)
        .run(processId, userId, fn, language, duration, JSON.stringify({ language, isDiarize: false, vad: false, punct: false, sentText: false, oa: false }), `${userId}/${processId}.wav`, createdAt);
      const insert = db.prepare('INSERT INTO segments (process_id, user_id, position, start, end, spk, sent, kw, oa, words) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
      for (const s of segments) insert.run(processId, userId, s.position, s.start, s.end, s.spk, s.sent, s.kw.join(' '), s.oa, JSON.stringify(s.words));
    })();
  } finally {
    db.close();
  }
}
