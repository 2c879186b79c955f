/** The kinds of personal data redaction finds, each replaced in a transcript by its tag (`[PHONE]`). */
export const PII_KINDS = ['PERSON', 'PHONE', 'EMAIL', 'CARD', 'IBAN', 'ID_NUMBER', 'ADDRESS', 'DATE_OF_BIRTH'] as const;
export type PiiKind = (typeof PII_KINDS)[number];

/** The word a redacted span is replaced by. */
export const piiTag = (kind: PiiKind) => `[${kind}]`;

/** The kinds found by their shape and a checksum or cue, rather than by a name list or a tagger. */
export const STRUCTURED_KINDS: readonly PiiKind[] = ['PHONE', 'EMAIL', 'CARD', 'IBAN', 'ID_NUMBER'];
