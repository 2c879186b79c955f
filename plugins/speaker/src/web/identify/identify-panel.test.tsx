import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@speechdeck/core';
import { enrolled, fakeSvHost, sentFile } from '../testing/fake-sv-host.ts';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';
import { IdentifyPanel } from './identify-panel.tsx';

afterEach(cleanup);

const clip = (name: string) => new File(['RIFF....WAVE'], name, { type: 'audio/wav' });
const two = () => [enrolled('Ayşe'), enrolled('Bob')];

async function identify(name: string) {
  fireEvent.drop(await screen.findByTestId('file-drop-zone'), { dataTransfer: { files: [clip(name)] } });
  fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
  return screen.findByTestId('identification-answer');
}

describe('IdentifyPanel', () => {
  it('names the speaker in big letters, with the score against the threshold and every candidate', async () => {
    const host = fakeSvHost({
      speakers: two(),
      identify: () => ({ duration: 5, speechSeconds: 4.2, spk: 'Ayşe', score: 0.83, threshold: 0.62, candidates: [{ spk: 'Ayşe', score: 0.83 }, { spk: 'Bob', score: 0.35 }] }),
    });
    const { calls } = renderWithPlatform(<IdentifyPanel />, host.routes);
    expect(await screen.findByText('The clip is compared with your 2 enrolled speakers.')).toBeTruthy();
    const answer = await identify('who-is-this.wav');
    expect(within(answer).getByTestId('identified-speaker').textContent).toBe('Ayşe');
    expect((await within(answer).findByTestId('identification-score')).textContent).toBe('Score 0.83, at or above the threshold of 0.62: a match.');
    expect(within(answer).getAllByTestId('candidate').map((row) => row.textContent)).toEqual([
      'Ayşe0.83 (at or above the threshold)',
      'Bob0.35 (below the threshold)',
    ]);

    // The full answer is read under the id the page sent with the clip, one the contract takes.
    const post = calls.find((call) => call.method === 'POST')!;
    const { id } = post.query as { id: string };
    expect(id).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(sentFile(post).name).toBe('who-is-this.wav');
    expect(calls.find((call) => call.path === '/api/sv/recognize/{id}')?.params).toEqual({ id });
  });

  it('says plainly that the speaker is unknown when no voiceprint is close enough', async () => {
    const host = fakeSvHost({
      speakers: two(),
      identify: () => ({ duration: 5, speechSeconds: 4.2, spk: null, score: 0.41, threshold: 0.62, candidates: [{ spk: 'Bob', score: 0.41 }, { spk: 'Ayşe', score: 0.2 }] }),
    });
    renderWithPlatform(<IdentifyPanel />, host.routes);
    const answer = await identify('stranger.wav');
    expect(within(answer).getByTestId('identified-speaker').textContent).toBe('Unknown speaker');
    expect(answer.classList.contains('sv-answer--unknown')).toBe(true);
    expect(within(answer).getByText(/No enrolled voice is close enough/)).toBeTruthy();
    expect((await within(answer).findByTestId('identification-score')).textContent).toBe('Best score 0.41, below the threshold of 0.62: no match.');
    expect(answer.querySelector('.sv-chart__row--chosen')).toBeNull();
  });

  it('leads to enrollment when nobody is enrolled: on the hub by opening its tab, elsewhere by a link', async () => {
    const host = fakeSvHost();
    const onEnroll = vi.fn();
    renderWithPlatform(<IdentifyPanel onEnroll={onEnroll} />, host.routes);
    expect(await screen.findByText(/Nobody is enrolled yet, so there is no voice to compare with/)).toBeTruthy();
    expect(screen.queryByTestId('file-drop-zone')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enroll a speaker' }));
    expect(onEnroll).toHaveBeenCalledOnce();
    cleanup();

    renderWithPlatform(<IdentifyPanel />, host.routes);
    expect((await screen.findByRole('link', { name: 'Enroll a speaker' })).getAttribute('href')).toBe('#/speaker/enroll');
  });

  it('shows the host\'s refusal and keeps the clip', async () => {
    const host = fakeSvHost({ speakers: two() });
    renderWithPlatform(<IdentifyPanel />, {
      ...host.routes,
      'POST /api/sv/recognize': () => {
        throw new ApiError(422, 'No speech was found in the clip.');
      },
    });
    fireEvent.drop(await screen.findByTestId('file-drop-zone'), { dataTransfer: { files: [clip('silence.wav')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
    expect(await screen.findByText('No speech was found in the clip.')).toBeTruthy();
    expect(screen.getByTestId('chosen-input').textContent).toBe('silence.wav');
    expect(screen.queryByTestId('identification-answer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Identify' }).hasAttribute('disabled')).toBe(false);
  });
});
