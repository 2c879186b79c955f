export type NoticeKind = 'error' | 'success' | 'info';

export interface Notice {
  kind: NoticeKind;
  message: string;
}

type Listener = (notice: Notice) => void;

let listener: Listener | null = null;
/** Sent before the shell's toast host was there (a failure during start-up): shown once it is. */
let waiting: Notice[] = [];

function publish(notice: Notice): void {
  if (listener) listener(notice);
  else waiting.push(notice);
}

/**
 * Tells the person something in a toast: `notify.error(message)`. The shell shows them top-right
 * for a few seconds, and the same message again while it is still shown only once.
 */
export const notify = {
  error: (message: string) => publish({ kind: 'error', message }),
  success: (message: string) => publish({ kind: 'success', message }),
  info: (message: string) => publish({ kind: 'info', message }),
};

/** For the shell's toast host: receives every notice from now on, and those that waited for it. */
export function onNotice(next: Listener): () => void {
  listener = next;
  const pending = waiting;
  waiting = [];
  for (const notice of pending) next(notice);
  return () => {
    if (listener === next) listener = null;
  };
}
