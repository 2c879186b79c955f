import type { SpeechRequest } from '../synthesis/use-synthesis-run.ts';

/** The audio an e-mail carries: a stored synthesis by id, or the text (and voice) the host synthesizes for it. */
export type MailAttachment = { synthesisId: string } | SpeechRequest;
