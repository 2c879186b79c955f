/** A failed call or job as a page says it. */
export interface Failure {
  /** What went wrong, in the dashboard's language. */
  title: string;
  /** More for the person: the host's own words (they name the limit, the format, the setting), or what to do. */
  detail: string | null;
  /** What only whoever runs the host can act on, to be shown folded away. */
  forOperator?: string;
}

/**
 * A service's words for one kind of failure. A title alone keeps the host's (or the error's) own
 * message as the detail; an object says the detail itself (null: none), and `forOperator` moves the
 * host's message there instead.
 */
export type FailureWords = string | { title: string; detail: string | null; forOperator?: true };

/** What a service says of each failure, by the host's HTTP status. */
export interface FailureMessages {
  /** The person stopped the upload (core's UploadCancelled). */
  cancelled?: string;
  /** No answer of the host at all (status 0). */
  network: string;
  /** Not the host's answer (a bug, a file that could not be read). */
  unexpected: FailureWords;
  /** The host's answer by status. */
  status?: Partial<Record<number, FailureWords>>;
  /** Any other refusal (4xx); `failed` when the service says nothing more of them. */
  refused?: FailureWords;
  /** Any other answer. */
  failed: FailureWords;
}

/*
 * By its name and status rather than `instanceof ApiError`: this entry loads with the shell, which
 * must not pull in the HTTP contract (index.ts).
 */
const hostAnswer = (error: unknown): { status: number; message: string } | null =>
  error instanceof Error && error.name === 'ApiError' && 'status' in error && typeof error.status === 'number' ? { status: error.status, message: error.message } : null;

function worded(words: FailureWords, message: string | null): Failure {
  if (typeof words === 'string') return { title: words, detail: message };
  return { title: words.title, detail: words.detail, ...(words.forOperator && message ? { forOperator: message } : {}) };
}

/** Why a call or a job failed, in the service's words; the host's own message kept where the service keeps it. */
export function describeFailure(error: unknown, messages: FailureMessages): Failure {
  if (messages.cancelled !== undefined && error instanceof Error && error.name === 'UploadCancelled') return { title: messages.cancelled, detail: null };
  const answer = hostAnswer(error);
  if (!answer) return worded(messages.unexpected, error instanceof Error ? error.message : null);
  if (answer.status === 0) return { title: messages.network, detail: null };
  const message = answer.message || null;
  const byStatus = messages.status?.[answer.status];
  if (byStatus !== undefined) return worded(byStatus, message);
  const refusal = answer.status >= 400 && answer.status < 500;
  return worded(refusal && messages.refused !== undefined ? messages.refused : messages.failed, message);
}
