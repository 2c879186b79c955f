import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import type { ResultSummary } from '@speechdeck/plugin-workspace';
import type { SpotJob, SpotResult } from '../../contract/kws-api.ts';
import KwsPage from '../kws-page.tsx';
import { renderWithPlatform, type FakeCall, type FakeRoutes } from '../testing/render-with-platform.tsx';
import { SpotPanel } from './spot-panel.tsx';

afterEach(cleanup);

/** Polls come every 700 ms: room for a few of them. */
const POLLED = { timeout: 4_000 };

const answer = (call: FakeCall, hits: SpotResult['hits'], duration = 7.1): SpotResult => {
  const asked = JSON.parse((call.query as { keywords: string }).keywords) as (string | { keyword: string; threshold: number })[];
  return {
    hits, duration, language: 'en', processId: (call.query as { processId?: string }).processId ?? null,
    fileName: ((call.body as FormData).get('file') as File | null)?.name ?? 'meeting.mp3',
    keywords: asked.map((entry) => (typeof entry === 'string'
      ? { keyword: entry, threshold: 3160, defaultThreshold: true, phones: 5, pronunciation: 'dictionary' as const }
      : { keyword: entry.keyword, threshold: entry.threshold, defaultThreshold: false, phones: 5, pronunciation: 'dictionary' as const })),
  };
};

const HITS = [
  { keyword: 'dashwood', start: 1, end: 1.55, score: 0.93 },
  { keyword: 'prudently', start: 4.96, end: 5.42, score: 0.71 },
];

const routes = (spot: (call: FakeCall) => unknown, extra: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/kws/languages': () => ({ languages: [{ language: 'en', engine: 'pocketsphinx' }] }),
  ...extra,
  'POST /api/kws/spot': spot,
});

const chooseFile = (name = 'clip.wav') => {
  const file = new File([new Uint8Array(4000)], name, { type: 'audio/wav' });
  fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file] } });
  return file;
};

const typeKeywords = (text: string) => {
  const input = screen.getByLabelText('Add a keyword');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

const chips = () => screen.queryAllByTestId('kws-keyword-chip').map((chip) => chip.querySelector('.kws-spot-chip__keyword')!.textContent);

describe('Spot in audio', () => {
  it('sends the recording and the chips (a threshold where one is typed), then shows the hits on the timeline and in the table', async () => {
    const { calls } = renderWithPlatform(<SpotPanel />, routes((call) => answer(call, HITS)));
    const spot = screen.getByRole('button', { name: 'Spot keywords' });
    expect(spot.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose a recording or a result first.')).toBeTruthy();

    const file = chooseFile();
    typeKeywords('Dashwood, prudently');
    typeKeywords('elephant');
    expect(chips()).toEqual(['dashwood', 'prudently', 'elephant']);
    // Backspace in the empty field takes the last chip back to be edited.
    fireEvent.keyDown(screen.getByLabelText('Add a keyword'), { key: 'Backspace' });
    expect(chips()).toEqual(['dashwood', 'prudently']);
    expect((screen.getByLabelText('Add a keyword') as HTMLInputElement).value).toBe('elephant');
    fireEvent.keyDown(screen.getByLabelText('Add a keyword'), { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Threshold for “prudently”'), { target: { value: 'low' } });
    expect(spot.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Threshold for “prudently”'), { target: { value: '1e-30' } });
    await waitFor(() => expect(spot.hasAttribute('disabled')).toBe(false));
    fireEvent.click(spot);

    const result = await screen.findByTestId('kws-spot-result');
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse((sent.query as { keywords: string }).keywords)).toEqual(['dashwood', { keyword: 'prudently', threshold: 1e-30 }, 'elephant']);
    expect(sent.query).toMatchObject({ language: 'en' });
    expect((sent.body as FormData).get('file')).toEqual(file);
    expect(within(result).getByText('2 hits of 3 keywords in 0:07 of audio')).toBeTruthy();
    expect(within(result).getAllByTestId('kws-spot-row')).toHaveLength(3);
    expect(within(result).getAllByTestId('kws-spot-mark')).toHaveLength(2);
    const rows = within(result).getAllByTestId('kws-hit-row');
    expect(rows.map((row) => row.textContent)).toEqual(['dashwood0:01.00:01.593 %Play', 'prudently0:04.90:05.471 %Play']);
    expect(within(result).getByText(/threshold 1\.0e-30$/)).toBeTruthy();
  });

  it('follows a long recording\'s job to its hits', async () => {
    let polls = 0;
    const job = (call: FakeCall): SpotJob => {
      polls++;
      const base = { ...answer({ ...call, query: { keywords: '["dashwood"]' }, body: new FormData() }, polls > 2 ? HITS.slice(0, 1) : [], 200) };
      return { ...base, id: 'j1', fileName: 'long.wav', createdAt: '2026-11-23T10:00:00.000Z', error: null, status: polls > 2 ? 'done' : 'running', progress: polls > 2 ? 1 : 0.4 };
    };
    renderWithPlatform(<SpotPanel />, routes(() => ({ id: 'j1' }), { 'GET /api/kws/spot/{id}': job }));
    chooseFile('long.wav');
    typeKeywords('dashwood');
    fireEvent.click(screen.getByRole('button', { name: 'Spot keywords' }));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Spotting' }).getAttribute('aria-valuenow')).toBe('40'), POLLED);
    const result = await screen.findByTestId('kws-spot-result', undefined, POLLED);
    expect(within(result).getAllByTestId('kws-hit-row')).toHaveLength(1);
  });

  it('shows a queued spotting again after a reload, with its progress, then its hits; never to someone else; forgets one the host no longer has', async () => {
    const state = { done: false, gone: false };
    const job = (call: FakeCall): SpotJob => {
      if (state.gone) throw new ApiError(404, "No keyword spotting with id 'j7'.");
      const base = answer({ ...call, query: { keywords: '["dashwood"]' }, body: new FormData() }, state.done ? HITS.slice(0, 1) : [], 200);
      return { ...base, id: 'j7', fileName: 'long.wav', createdAt: '2026-11-23T10:00:00.000Z', error: null, status: state.done ? 'done' : 'running', progress: state.done ? 1 : 0.4 };
    };
    const spotting = routes(() => ({ id: 'j7' }), { 'GET /api/kws/spot/{id}': job });
    renderWithPlatform(<SpotPanel />, spotting, 'en', 'ada@example.org');
    chooseFile('long.wav');
    typeKeywords('dashwood');
    fireEvent.click(screen.getByRole('button', { name: 'Spot keywords' }));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Spotting' }).getAttribute('aria-valuenow')).toBe('40'), POLLED);
    cleanup();

    // Reloaded while it runs: the job again, named as it names what it searched (the upload lived in the browser).
    renderWithPlatform(<SpotPanel />, spotting, 'en', 'ada@example.org');
    expect((await screen.findByTestId('kws-spot-kept', undefined, POLLED)).textContent).toBe('Your last spotting: long.wav');
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Spotting' }).getAttribute('aria-valuenow')).toBe('40'), POLLED);
    state.done = true;
    const result = await screen.findByTestId('kws-spot-result', undefined, POLLED);
    expect(within(result).getByRole('heading', { name: 'long.wav' })).toBeTruthy();
    expect(within(result).getAllByTestId('kws-hit-row')).toHaveLength(1);
    cleanup();

    const { calls } = renderWithPlatform(<SpotPanel />, spotting, 'en', 'bob@example.org');
    expect(screen.queryByTestId('kws-spot-kept')).toBeNull();
    expect(calls.some((c) => c.path === '/api/kws/spot/{id}')).toBe(false);
    cleanup();

    // A spotting deleted meanwhile: forgotten, nothing shown.
    renderWithPlatform(<SpotPanel />, spotting, 'en', 'ada@example.org');
    chooseFile('long.wav');
    typeKeywords('dashwood');
    fireEvent.click(screen.getByRole('button', { name: 'Spot keywords' }));
    await screen.findByTestId('kws-spot-result', undefined, POLLED);
    cleanup();
    expect(window.sessionStorage.getItem('speechdeck.job.kws-spot')).not.toBeNull();
    state.gone = true;
    renderWithPlatform(<SpotPanel />, spotting, 'en', 'ada@example.org');
    await waitFor(() => expect(window.sessionStorage.getItem('speechdeck.job.kws-spot')).toBeNull(), POLLED);
    expect(screen.queryByTestId('kws-spot-result')).toBeNull();
    expect(screen.queryByTestId('kws-spot-kept')).toBeNull();
  });

  it("searches a workspace result by its processId, sending no file, and says the host's reason when it refuses", async () => {
    const summary = { processId: 'p1', fn: 'meeting.mp3', duration: 61, status: 'done', language: 'en', preview: 'good morning' } as ResultSummary;
    const { calls } = renderWithPlatform(<SpotPanel />, routes(
      (call) => {
        if (JSON.parse((call.query as { keywords: string }).keywords)[0] === 'ünlü') throw new ApiError(422, "No pronunciation could be made for 'ünlü': spell it as said, in English letters.");
        return answer(call, HITS.slice(1), 61);
      },
      { 'GET /api/elastic/getResponseFromElastic': () => [summary], 'POST /api/elastic/mediaToken': () => ({ url: '/api/elastic/load_audio/p1?t=x' }) },
    ));
    fireEvent.click(screen.getByRole('tab', { name: 'A result in your workspace' }));
    fireEvent.change(await screen.findByLabelText('Result to search'), { target: { value: 'p1' } });
    typeKeywords('ünlü');
    fireEvent.click(screen.getByRole('button', { name: 'Spot keywords' }));
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain("No pronunciation could be made for 'ünlü'");

    fireEvent.click(screen.getByRole('button', { name: 'Remove “ünlü”' }));
    typeKeywords('prudently');
    fireEvent.click(screen.getByRole('button', { name: 'Spot keywords' }));
    const result = await screen.findByTestId('kws-spot-result');
    const sent = calls.filter((call) => call.method === 'POST' && call.path === '/api/kws/spot').at(-1)!;
    expect(sent.query).toMatchObject({ processId: 'p1' });
    expect((sent.body as FormData).get('file')).toBeNull();
    expect(within(result).getByRole('heading', { name: 'meeting.mp3' })).toBeTruthy();
  });

  it('offers a saved diarization as well as the transcript of the same file (spotting listens to the audio), told apart', async () => {
    const transcript = { processId: 'p1', fn: 'conv.wav', duration: 29, status: 'done', language: 'en', preview: 'good morning' } as ResultSummary;
    const diarization = { ...transcript, processId: 'p1-speakers', language: 'und', preview: '' };
    renderWithPlatform(<SpotPanel />, routes(() => ({}), { 'GET /api/elastic/getResponseFromElastic': () => [diarization, transcript] }));
    fireEvent.click(screen.getByRole('tab', { name: 'A result in your workspace' }));
    const offered = within(await screen.findByLabelText('Result to search')).getAllByRole('option').slice(1);
    expect(offered.map((option) => option.textContent)).toEqual(['conv.wav · 0:29 · speakers only, no transcript', 'conv.wav · 0:29']);
  });

  it('makes chips of a pasted list, keeping what follows the last comma in the field', () => {
    renderWithPlatform(<SpotPanel />, routes(() => ({})));
    fireEvent.change(screen.getByLabelText('Add a keyword'), { target: { value: 'budget, credit card, ref' } });
    expect(chips()).toEqual(['budget', 'credit card']);
    expect((screen.getByLabelText('Add a keyword') as HTMLInputElement).value).toBe('ref');
  });

  it('says what is wrong with a keyword typed', () => {
    renderWithPlatform(<SpotPanel />, routes(() => ({})));
    typeKeywords('budget; plan');
    expect(screen.getByRole('alert').textContent).toMatch(/^“budget; plan”: Use words of letters and digits/);
    expect(chips()).toEqual([]);
    typeKeywords('budget');
    typeKeywords('Budget');
    expect(screen.getByRole('alert').textContent).toBe('“budget” is already in the list.');
  });
});

describe('the /kws page', () => {
  it('opens on the analysis of the results, with "Spot in audio" one tab away', async () => {
    renderWithPlatform(<KwsPage />, routes(() => ({}), { 'GET /api/elastic/getResponseFromElastic': () => [] }));
    expect(screen.getByRole('heading', { name: 'Analyze Results', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Keywords of your results' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Nothing to analyze yet: recognize a recording first.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Spot in audio' }));
    expect(screen.getByLabelText('Add a keyword')).toBeTruthy();
  });
});
