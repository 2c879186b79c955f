import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeRoutes } from '@speechdeck/core/web/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import SpeechPage from './speech-page.tsx';
import { renderWithPlatform } from './testing/render-with-platform.tsx';

afterEach(cleanup);

const recognition = (overrides: Partial<RecognitionResult>): RecognitionResult => ({
  processId: 'p-1', userId: 7, fn: 'meeting.wav', language: 'en', status: 'done', error: null, progress: 1, duration: 4.2,
  createdAt: '2026-11-23T09:00:00.000Z', options: { language: 'en', isDiarize: false, vad: false, punct: false, sentText: false, oa: false },
  text: 'hello there', notes: [], engine: 'pocketsphinx',
  segments: [{ position: 0, start: 0.3, end: 1.4, spk: null, sent: 'hello there', kw: [], oa: null, words: [{ w: 'hello', start: 0.3, end: 0.8 }, { w: 'there', start: 0.85, end: 1.4 }] }],
  ...overrides,
});

/** The host of /speech: the upload, the queued job, and its state as the test sets it. */
function fakeSttHost() {
  const job = { finished: false };
  const routes: FakeRoutes = {
    'GET /api/stt/languages': () => ({ languages: ['en'], anyLanguage: false }),
    'POST /api/stt/uploadFile': () => ({ fn: `${'a'.repeat(32)}.wav`, originalName: 'meeting.wav', bytes: 2048, duration: 4.2 }),
    'GET /api/stt/recognizeUploadedFile/{x}': () => recognition({ status: 'queued', progress: 0, segments: [], text: '', engine: null }),
    'GET /api/stt/recognize/{id}': () => (job.finished ? recognition({}) : recognition({ status: 'running', progress: 0.3, segments: [], text: '', engine: null })),
    'POST /api/elastic/mediaToken': () => ({ token: 't', expiresAt: '2026-11-23T10:00:00.000Z', url: '/api/elastic/load_audio/p-1?t=t' }),
  };
  return { routes, job };
}

describe('/speech', () => {
  it('shows a running recognition again after a reload, with its progress, then its result; never to someone else', async () => {
    const user = userEvent.setup();
    const host = fakeSttHost();
    renderWithPlatform(<SpeechPage />, host.routes, 'en', 'ada@example.org');
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File([new Uint8Array(2048)], 'meeting.wav', { type: 'audio/wav' }));
    await user.click(screen.getByRole('button', { name: 'Recognize' }));
    await waitFor(() => expect(screen.getByTestId('job-progress').dataset.status).toBe('running'));
    cleanup();

    // Reloaded (or left and come back to, or logged out and in again) while it runs.
    renderWithPlatform(<SpeechPage />, host.routes, 'en', 'ada@example.org');
    expect(await screen.findByText('Your last recognition: meeting.wav')).toBeTruthy();
    expect(screen.getByTestId('job-progress').dataset.status).toBe('running');
    expect(screen.getByRole('progressbar', { name: 'Recognition' }).getAttribute('aria-valuenow')).toBe('30');
    expect((screen.getByRole('button', { name: 'Recognizing…' }) as HTMLButtonElement).disabled).toBe(true);
    host.job.finished = true;
    expect(await screen.findByRole('heading', { name: 'meeting.wav' }, { timeout: 4000 })).toBeTruthy();
    cleanup();

    // Finished: its result again.
    renderWithPlatform(<SpeechPage />, host.routes, 'en', 'ada@example.org');
    expect(await screen.findByRole('heading', { name: 'meeting.wav' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('job-progress').dataset.status).toBe('done');
    cleanup();

    // Someone else signing in on this browser sees none of it.
    const { calls } = renderWithPlatform(<SpeechPage />, host.routes, 'en', 'bob@example.org');
    expect(screen.getByText('Nothing chosen yet.')).toBeTruthy();
    expect(screen.queryByTestId('job-progress')).toBeNull();
    expect(calls.some((c) => c.path === '/api/stt/recognize/{id}')).toBe(false);
  });
});
