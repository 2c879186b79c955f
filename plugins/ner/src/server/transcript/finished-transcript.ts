import { HttpError } from '@speechdeck/core/server';

/** 409 while a transcript is still queued or being recognized: its entities are read once it is done. */
export function checkFinished(result: { processId: string; status: string }): void {
  if (result.status !== 'done') throw new HttpError(409, `The transcript '${result.processId}' is not finished (${result.status}).`);
}
