/**
 * Offline redaction of personal data in a transcript and its audio: people's names, phone numbers,
 * e-mail addresses, card numbers (Luhn), IBANs (mod 97), Turkish identity numbers (their check
 * digits), street addresses and dates of birth, said or written; each replaced by its tag and its
 * time silenced. The services that keep transcripts (stt, the workspace) use this one copy.
 */
export { PII_KINDS, STRUCTURED_KINDS, piiTag, type PiiKind } from './pii-kinds.ts';
export { findPii } from './find-pii.ts';
export type { PiiSpan } from './pii-span.ts';
export { redactTranscript, type RedactableSegment, type RedactedSpan, type RedactedTranscript } from './redact-transcript.ts';
export { muteSpans, MUTE_PADDING_SECONDS } from './mute-spans.ts';
export { ibanValid, luhnValid, tcKimlikValid } from './checksums.ts';
export { spokenGroups, numberWord } from './spoken-numbers.ts';
