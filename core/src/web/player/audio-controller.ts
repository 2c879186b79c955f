import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

export interface PlayerSnapshot {
  /** Seconds from the start. */
  time: number;
  /** Seconds; 0 until the media's metadata has arrived. */
  duration: number;
  playing: boolean;
  /** The media element knows its duration and can seek. */
  ready: boolean;
}

/**
 * One media element's state as a small store, so the waveform and the transcript follow the
 * playhead without re-rendering the page around them. Seeking before the media has loaded (or
 * before there is an element at all) is remembered and applied once it can be.
 */
export interface AudioController {
  /** Give it to the media element as its `ref`. */
  attach(element: HTMLMediaElement | null): void;
  seek(time: number, options?: { play?: boolean }): void;
  play(): void;
  pause(): void;
  toggle(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): PlayerSnapshot;
  /** The attached element, if any (for tests and for pages that need more than the controls). */
  element(): HTMLMediaElement | null;
  destroy(): void;
}

const INITIAL: PlayerSnapshot = { time: 0, duration: 0, playing: false, ready: false };
const HAVE_METADATA = 1;

export function createAudioController(onPlayError?: (error: unknown) => void): AudioController {
  let media: HTMLMediaElement | null = null;
  let snapshot = INITIAL;
  let pending: { time: number; play: boolean } | null = null;
  let frame = 0;
  const listeners = new Set<() => void>();

  const update = (patch: Partial<PlayerSnapshot>) => {
    const next = { ...snapshot, ...patch };
    if (next.time === snapshot.time && next.duration === snapshot.duration && next.playing === snapshot.playing && next.ready === snapshot.ready) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const finite = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
  const stopTicking = () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  };
  // 'timeupdate' fires about four times a second; the highlighted word needs every frame.
  const tick = () => {
    if (!media) return;
    update({ time: media.currentTime });
    frame = requestAnimationFrame(tick);
  };
  const startPlaying = () => {
    if (!media) return;
    const started = media.play();
    // Older engines answer undefined; a rejected play (autoplay policy, no source) is no page error.
    started?.catch((error: unknown) => {
      update({ playing: false });
      if (!(error instanceof DOMException && error.name === 'AbortError')) onPlayError?.(error);
    });
  };
  const applyPending = () => {
    if (!media || !pending || media.readyState < HAVE_METADATA) return;
    const { time, play } = pending;
    pending = null;
    media.currentTime = time;
    if (play && media.paused) startPlaying();
  };

  const handlers: Record<string, () => void> = {
    loadedmetadata: () => {
      update({ duration: finite(media!.duration), ready: true });
      applyPending();
    },
    durationchange: () => update({ duration: finite(media!.duration) }),
    play: () => {
      update({ playing: true });
      stopTicking();
      frame = requestAnimationFrame(tick);
    },
    pause: () => {
      stopTicking();
      update({ playing: false, time: media!.currentTime });
    },
    ended: () => {
      stopTicking();
      update({ playing: false, time: media!.currentTime });
    },
    seeked: () => update({ time: media!.currentTime }),
    timeupdate: () => update({ time: media!.currentTime }),
    // A new source: back to the start until its metadata arrives.
    emptied: () => {
      stopTicking();
      update({ ...INITIAL, time: pending?.time ?? 0 });
    },
  };

  const detach = () => {
    if (!media) return;
    stopTicking();
    for (const [name, handler] of Object.entries(handlers)) media.removeEventListener(name, handler);
    media = null;
  };

  return {
    attach(element) {
      if (element === media) return;
      detach();
      if (!element) {
        update({ playing: false, ready: false });
        return;
      }
      media = element;
      for (const [name, handler] of Object.entries(handlers)) element.addEventListener(name, handler);
      if (element.readyState >= HAVE_METADATA) handlers.loadedmetadata!();
    },
    seek(time, { play = false } = {}) {
      const limit = snapshot.duration || Number.POSITIVE_INFINITY;
      const target = Math.min(Math.max(0, Number.isFinite(time) ? time : 0), limit);
      update({ time: target });
      if (!media || media.readyState < HAVE_METADATA) {
        pending = { time: target, play };
        // Starting playback here keeps the user's gesture; the seek follows when metadata arrives.
        if (media && play) startPlaying();
        return;
      }
      pending = null;
      media.currentTime = target;
      if (play && media.paused) startPlaying();
    },
    play() {
      if (media?.paused) startPlaying();
    },
    pause() {
      media?.pause();
    },
    toggle() {
      if (!media) return;
      if (media.paused) startPlaying();
      else media.pause();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    element: () => media,
    destroy() {
      detach();
      listeners.clear();
    },
  };
}

/**
 * A controller that lives as long as the component. It needs no clean-up of its own: the media
 * element's ref detaches it on unmount, and React drops the subscriptions.
 */
export function useAudioController(onPlayError?: (error: unknown) => void): AudioController {
  const report = useRef(onPlayError);
  useEffect(() => {
    report.current = onPlayError;
  }, [onPlayError]);
  const [controller] = useState(() => createAudioController((error) => report.current?.(error)));
  return controller;
}

/** The player's state; re-renders on every change of it. */
export function usePlayerSnapshot(controller: AudioController): PlayerSnapshot {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
}

/** A value derived from the player's state; re-renders only when that value changes. */
export function usePlayerSelector<T>(controller: AudioController, select: (snapshot: PlayerSnapshot) => T): T {
  const read = () => select(controller.getSnapshot());
  return useSyncExternalStore(controller.subscribe, read, read);
}
