import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAudioController, type PickedRecording } from '@speechdeck/core/web';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';
import { ReferencePreview } from './reference-preview.tsx';

// jsdom has no object URLs: these stand in, and keep the account of which are still alive.
const created = new Map<string, Blob>();
const revoked: string[] = [];
const own = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeAll(() => {
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:jsdom/${created.size + 1}`;
      created.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});
afterAll(() => Object.assign(URL, { createObjectURL: own.create, revokeObjectURL: own.revoke }));
afterEach(cleanup);

const recording = (name: string): PickedRecording => ({ kind: 'recording', file: new File(['RIFF'], name, { type: 'audio/wav' }), seconds: 6 });

describe('ReferencePreview', () => {
  it('plays the chosen reference from an object URL that is freed when another is chosen and when the preview goes', async () => {
    const player = createAudioController();
    const first = recording('first.wav');
    const view = renderWithPlatform(<ReferencePreview reference={first} player={player} seconds={6} problem={null} />);
    // The page's own name for this player, and the kit's words for the rest (jsdom draws no waveform).
    const play = await screen.findByRole('button', { name: 'Play the Reference' });
    expect(screen.getByRole('slider', { name: 'Playback position of the Reference' }).getAttribute('aria-valuetext')).toBe('0:00 of 0:06');
    expect(await screen.findByText('No waveform for this audio')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('Reference');
    const audio = () => view.container.querySelector('audio')!.getAttribute('src')!;
    expect(created.get(audio())).toBe(first.file);
    expect(play.hasAttribute('disabled')).toBe(false);

    const firstUrl = audio();
    const second = recording('second.wav');
    view.rerender(<ReferencePreview reference={second} player={player} seconds={6} problem={null} />);
    expect(created.get(audio())).toBe(second.file);
    expect(revoked).toEqual([firstUrl]);

    const secondUrl = audio();
    view.unmount();
    expect(revoked).toEqual([firstUrl, secondUrl]);
  });
});
