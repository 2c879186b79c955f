import type { JobUpload } from '@speechdeck/core/web';
import type { SttClient } from '../../client/stt-client.ts';

/**
 * A recognition's media onto the host, as stt stores it for any service that recognizes (med too):
 * a file uploaded through the page's upload (its progress and cancel), or a link the host fetches.
 * Answers the names the host stored it under.
 */
export const sendMedia = (stt: SttClient, { sendFile, fetchLink }: JobUpload, input: { link: string } | { file: File }) =>
  'link' in input
    ? fetchLink(() => stt.uploadLink(input.link))
    : sendFile(input.file.size, (call) => stt.uploadFile(input.file, { name: input.file.name, ...call }));
