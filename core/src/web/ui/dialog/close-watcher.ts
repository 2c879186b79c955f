interface CloseWatcherLike {
  onclose: (() => void) | null;
  destroy(): void;
}

declare global {
  interface Window {
    /** Not in TypeScript's DOM types yet; Chromium has it. */
    CloseWatcher?: new () => CloseWatcherLike;
  }
}

/**
 * Calls `onClose` on the platform's close request (Escape, Android's back). An <audio> or <video>
 * with focus inside its own controls keeps Escape from the page's key listeners; a CloseWatcher
 * hears it anyway. Answers the stop function, or null where the browser has no CloseWatcher.
 */
export function watchCloseRequest(onClose: () => void): (() => void) | null {
  const Watcher = window.CloseWatcher;
  if (!Watcher) return null;
  const watcher = new Watcher();
  watcher.onclose = onClose;
  return () => watcher.destroy();
}
