import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from './save-blob.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveBlob', () => {
  it('clicks a hidden download link to an object URL of the Blob, removes the link, and frees the URL later', () => {
    vi.useFakeTimers();
    const blob = new Blob(['RIFF'], { type: 'audio/wav' });
    // jsdom has no object URLs.
    const create = vi.fn((_blob: Blob) => 'blob:test/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string; hidden: boolean; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, hidden: this.hidden, attached: document.body.contains(this) });
    });

    saveBlob(blob, 'speech-2026-11-22-günaydın.wav');
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'speech-2026-11-22-günaydın.wav', hidden: true, attached: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    // Not at once: the browser reads the URL after the click.
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });
});
