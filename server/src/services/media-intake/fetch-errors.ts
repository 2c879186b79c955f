/** The errors safeFetch answers with; the host's error handler sends them as they are. */
import { formatBytes, HttpError } from '@speechdeck/core/server';

export const REFUSED_ADDRESS_MESSAGE = 'This link points to a private or local address, which is not allowed.';

export const refusedAddress = () => new HttpError(400, REFUSED_ADDRESS_MESSAGE);

export const badLink = (message: string) => new HttpError(400, message);

export const tooLarge = (maxBytes: number) => new HttpError(413, `The linked file is larger than the limit of ${formatBytes(maxBytes)}.`);

export const upstreamFailed = (message: string) => new HttpError(502, message);

export const timedOut = (timeoutMs: number) => new HttpError(504, `The link did not finish downloading within ${Math.ceil(timeoutMs / 1000)} s.`);
