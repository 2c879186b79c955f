import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.ts';
import { UploadCancelled } from '../upload/use-upload.ts';
import { describeFailure, type FailureMessages } from './describe-failure.ts';

const messages: FailureMessages = {
  cancelled: 'Stopped',
  network: 'No connection',
  unexpected: 'Unexpected',
  status: { 413: 'Too large', 404: { title: 'Gone', detail: null }, 422: { title: 'Not served', detail: 'Ask the operator', forOperator: true } },
  refused: 'Refused',
  failed: 'Failed',
};

describe("a failure in the service's words", () => {
  it("keeps the host's message as the detail of a status the service names, or as it says otherwise", () => {
    expect(describeFailure(new ApiError(413, 'Over 2 GiB.'), messages)).toEqual({ title: 'Too large', detail: 'Over 2 GiB.' });
    expect(describeFailure(new ApiError(404, 'No such job.'), messages)).toEqual({ title: 'Gone', detail: null });
    expect(describeFailure(new ApiError(422, 'Set SPEECHDECK_ASR_TR.'), messages)).toEqual({ title: 'Not served', detail: 'Ask the operator', forOperator: 'Set SPEECHDECK_ASR_TR.' });
  });

  it('falls back to the refusal for another 4xx and to the failure for the rest, or to the failure when no refusal is said', () => {
    expect(describeFailure(new ApiError(409, 'Not finished.'), messages)).toEqual({ title: 'Refused', detail: 'Not finished.' });
    expect(describeFailure(new ApiError(500, ''), messages)).toEqual({ title: 'Failed', detail: null });
    expect(describeFailure(new ApiError(409, 'Not finished.'), { ...messages, refused: undefined })).toEqual({ title: 'Failed', detail: 'Not finished.' });
  });

  it('says no detail without an answer, and the error\'s own words for one that is not the host\'s', () => {
    expect(describeFailure(new ApiError(0, 'Cannot reach the host'), messages)).toEqual({ title: 'No connection', detail: null });
    expect(describeFailure(new UploadCancelled(), messages)).toEqual({ title: 'Stopped', detail: null });
    expect(describeFailure(new TypeError('x is undefined'), messages)).toEqual({ title: 'Unexpected', detail: 'x is undefined' });
    // A service that does not offer cancelling has no words for it: the cancel is unexpected.
    expect(describeFailure(new UploadCancelled(), { ...messages, cancelled: undefined }).title).toBe('Unexpected');
  });
});
