const POLL = { fastMs: 300, fastPolls: 10, slowMs: 1000 } as const;

/**
 * How long to wait before asking a synthesis's state (GET /api/tts/synthesize/{id}) again, after
 * `answers` answers: often at first, since a short text is done within a second or two and the page
 * should not keep its user waiting for the next poll; then about once a second while a long one runs.
 */
export const synthesisPollEvery = (answers: number): number => (answers < POLL.fastPolls ? POLL.fastMs : POLL.slowMs);
