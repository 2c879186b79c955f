import { ApiError } from '@speechdeck/core';
import type { EnrolledSpeaker, Enrollment, Identification } from '../../contract/sv-api.ts';
import type { FakeCall, FakeRoutes } from './render-with-platform.tsx';

/** An enrolled speaker as the host lists one; `overrides` change what a test is about. */
export function enrolled(spk: string, overrides: Partial<EnrolledSpeaker> = {}): EnrolledSpeaker {
  return {
    spk, clips: 1, seconds: 24.5, enrolledAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z',
    quality: { level: 'good', note: 'Enough clean speech for a reliable voiceprint.' },
    ...overrides,
  };
}

/** The file a multipart call sent as `file`. */
export const sentFile = (call: FakeCall) => (call.body as FormData).get('file') as File;

/**
 * The speaker calls the enrollment and identification pages make, answered from memory as the host
 * answers them: an enrollment is done at its first poll (with `result` to say what it gave), a
 * deletion removes the speaker, an identification is stored under the page's id.
 */
export function fakeSvHost({ speakers: initial = [], enrollResult, identify }: {
  speakers?: EnrolledSpeaker[];
  /** What a finished enrollment answers, from the name and file sent. */
  enrollResult?: (spk: string, file: File) => Pick<NonNullable<Enrollment['result']>, 'speechSeconds' | 'warnings'> & { quality?: EnrolledSpeaker['quality'] };
  /** The full answer of an identification (the text answer is its `spk`, or 'unknown'). */
  identify?: (file: File) => Omit<Identification, 'id' | 'fileName' | 'createdAt'>;
} = {}) {
  const speakers = [...initial];
  const enrollments = new Map<string, Enrollment>();
  const identifications = new Map<string, Identification>();
  const find = (spk: string) => speakers.find((speaker) => speaker.spk.toLowerCase() === spk.toLowerCase());

  const routes: FakeRoutes = {
    'GET /api/sv/getSpeakers': () => ({ speakers: speakers.map((speaker) => ({ ...speaker })) }),
    'POST /api/sv/enroll': (call) => {
      const { spk } = call.query as { spk: string };
      const file = sentFile(call);
      const id = `e${enrollments.size + 1}`;
      const given = enrollResult?.(spk, file) ?? { speechSeconds: 21.5, warnings: [] };
      const before = find(spk);
      const speaker = before
        ? Object.assign(before, { clips: before.clips + 1, seconds: before.seconds + given.speechSeconds })
        : enrolled(spk, { seconds: given.speechSeconds });
      if (given.quality) speaker.quality = given.quality;
      if (!before) speakers.push(speaker);
      enrollments.set(id, {
        id, spk: speaker.spk, status: 'done', progress: 1, error: null, fileName: file.name, createdAt: '2026-11-22T10:05:00.000Z',
        result: { clipSeconds: given.speechSeconds + 2, speechSeconds: given.speechSeconds, warnings: given.warnings, speaker: { ...speaker } },
      });
      return { id };
    },
    'GET /api/sv/enroll/{id}': (call) => {
      const found = enrollments.get((call.params as { id: string }).id);
      if (!found) throw new ApiError(404, 'No such enrollment.');
      return found;
    },
    'DELETE /api/sv/delSpeaker': (call) => {
      const { spk } = call.query as { spk: string };
      const found = find(spk);
      if (!found) throw new ApiError(404, `No speaker '${spk}' is enrolled.`);
      speakers.splice(speakers.indexOf(found), 1);
      return { message: `Speaker '${found.spk}' is deleted.` };
    },
    'POST /api/sv/recognize': (call) => {
      const { id } = call.query as { id: string };
      const file = sentFile(call);
      const answer = identify?.(file) ?? { duration: 4, speechSeconds: 3.5, spk: null, score: null, threshold: 0.7, candidates: [] };
      identifications.set(id, { ...answer, id, fileName: file.name, createdAt: '2026-11-22T10:06:00.000Z' });
      return answer.spk ?? 'unknown';
    },
    'GET /api/sv/recognize/{id}': (call) => {
      const found = identifications.get((call.params as { id: string }).id);
      if (!found) throw new ApiError(404, 'No such identification.');
      return found;
    },
  };
  return { routes, speakers };
}
