import { HttpError } from '@speechdeck/core/server';

/**
 * 409 while a transcript is still queued or being recognized: its entities are read once it is done.
 * 422 for a result with no text (a saved diarization holds speakers only), rather than a language refusal.
 */
export function checkFinished(result: { processId: string; status: string; segments: readonly { sent: string }[] }): void {
  if (result.status !== 'done') throw new HttpError(409, `The transcript '${result.processId}' is not finished (${result.status}).`);
  if (!result.segments.some((segment) => segment.sent.trim() !== '')) {
    throw new HttpError(422, `The result '${result.processId}' holds no transcript (speakers only, or no speech): named entities are found in text.`, { processId: 'No transcript.' });
  }
}
