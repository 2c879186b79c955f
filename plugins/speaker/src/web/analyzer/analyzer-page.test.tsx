import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import { onNotice, type Notice } from '@speechdeck/core/web';
import AnalyzerPage from './analyzer-page.tsx';
import { fakeSvHost, type AnalysisOutcome } from './testing/fake-analysis-host.ts';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';

/** A real little file server standing in for the dashboard's own /samples/ folder. */
const SAMPLE_BYTES = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), Buffer.alloc(600, 3)]);
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/samples/two-people.wav') response.writeHead(200, { 'content-type': 'audio/wav', 'access-control-allow-origin': '*' }).end(SAMPLE_BYTES);
    else response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

let notices: Notice[] = [];
let stopListening = () => {};
beforeEach(() => {
  notices = [];
  stopListening = onNotice((notice) => notices.push(notice));
});
afterEach(() => {
  stopListening();
  cleanup();
});

/** Polls come every 700 ms: room for a few of them. */
const POLLED = { timeout: 4_000 };

const TWO_VOICES: AnalysisOutcome = {
  duration: 12,
  segments: [
    { start: 0.2, end: 3.9, spk: 'S1' },
    { start: 4.1, end: 7.5, spk: 'S2' },
    { start: 7.8, end: 11.6, spk: 'S1' },
  ],
  speakers: [
    { spk: 'S1', seconds: 7.5, enrolled: false, score: null },
    { spk: 'S2', seconds: 3.4, enrolled: false, score: null },
  ],
};

function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const chooseFile = (name = 'meeting.wav') => {
  const file = new File([new Uint8Array(4000)], name, { type: 'audio/wav' });
  fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file] } });
  return file;
};

const lanes = () => screen.getAllByTestId('speaker-lane').map((lane) => lane.getAttribute('aria-label'));

describe('the Diarization & Tracking page', () => {
  it('uploads with progress, follows the job, shows who spoke when, and saves it to the workspace', async () => {
    const host = fakeSvHost();
    const gate = deferred();
    host.uploadGate = gate.promise;
    const { calls } = renderWithPlatform(<AnalyzerPage />, host.routes);
    expect(await screen.findByText('No analyses yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Diarize' }).hasAttribute('disabled')).toBe(true);

    const file = chooseFile();
    expect(screen.getByTestId('chosen-input').textContent).toBe('meeting.wav');
    fireEvent.change(screen.getByLabelText('Number of speakers'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Diarize' }));

    // Halfway up: the upload's bar, and the options locked while it runs.
    const upload = await screen.findByRole('progressbar', { name: 'Upload' });
    await waitFor(() => expect(upload.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByTestId('upload-progress').textContent).toContain('Uploading… 50%');
    expect(screen.getByRole('button', { name: 'Analysing…' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('group', { name: 'Analysis' }) as HTMLFieldSetElement).disabled).toBe(true);
    gate.release();

    // Queued, then running with its progress.
    await waitFor(() => expect(screen.getByTestId('job-progress').dataset.status).toBe('queued'));
    expect(screen.getByTestId('upload-progress').dataset.state).toBe('done');
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/api/sv/diarize');
    expect(sent?.query).toEqual({ speakers: 2 });
    expect((sent?.body as FormData).get('file')).toEqual(file);
    host.advance({ progress: 0.4 });
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Diarization' }).getAttribute('aria-valuenow')).toBe('40'), POLLED);
    expect(screen.getByTestId('job-progress').textContent).toContain('Analysing… 40%');

    // Done: who spoke when.
    host.advance({ outcome: TWO_VOICES });
    const result = await screen.findByRole('region', { name: 'meeting.wav' }, POLLED);
    expect(lanes()).toEqual(['S1', 'S2']);
    expect(within(result).getAllByTestId('segment-row')).toHaveLength(3);
    expect(within(result).getByText('Diarization · 0:12 · 2 speakers · 2 speakers asked for')).toBeTruthy();
    // Nobody is enrolled in a diarization: the player's legend alone names the colours.
    expect(within(result).queryAllByTestId('legend-item')).toEqual([]);
    // The page plays the recording it sent: nothing is fetched back.
    expect(calls.some((call) => call.path.endsWith('/audio'))).toBe(false);

    // Saved: the toast, and a way to the workspace in place of the button.
    fireEvent.click(within(result).getByRole('button', { name: 'Save to workspace' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: '“meeting.wav” is saved to your workspace.' }]));
    const link = await within(result).findByRole('link', { name: 'Open in the workspace' });
    expect(link.getAttribute('href')).toBe('#/asr-workspace');
    expect(calls.filter((call) => call.path === '/api/sv/analyses/{id}/save').map((call) => call.params)).toEqual([{ id: 'a1' }]);
    expect(within(result).queryByRole('button', { name: 'Save to workspace' })).toBeNull();
    const recent = screen.getByRole('region', { name: 'Your analyses' });
    await waitFor(() => expect(within(recent).getByTestId('recent-item').textContent).toContain('In the workspace'));
  });

  it('names the enrolled speakers of a tracking, with their scores, reopened from the list with its recording fetched', async () => {
    const host = fakeSvHost();
    const id = host.store({
      kind: 'track', fileName: 'interview.mp3', duration: 30,
      segments: [
        { start: 0, end: 8, spk: 'S1' },
        { start: 8.5, end: 20, spk: 'Ayşe' },
        { start: 20.5, end: 30, spk: 'S1' },
      ],
      speakers: [
        { spk: 'S1', seconds: 17.5, enrolled: false, score: null },
        { spk: 'Ayşe', seconds: 11.5, enrolled: true, score: 0.8234 },
      ],
    });
    const { calls } = renderWithPlatform(<AnalyzerPage />, host.routes);
    const recent = await screen.findByRole('region', { name: 'Your analyses' });
    fireEvent.click(await within(recent).findByRole('button', { name: 'Open “interview.mp3”' }));
    const result = await screen.findByRole('region', { name: 'interview.mp3' });
    expect(lanes()).toEqual(['S1', 'Ayşe']);
    const legend = within(result).getAllByTestId('legend-item').map((item) => item.textContent);
    expect(legend).toEqual(['S1not enrolled', 'Ayşeenrolled · score 0.82']);
    expect(within(result).getAllByTestId('speaking-time-value').map((value) => value.textContent)).toEqual(['17.5 s · 60%', '11.5 s · 40%']);
    expect(within(result).getByRole('button', { name: 'Play Ayşe from 0:08.5' })).toBeTruthy();
    // A tracking is read from its own endpoint, and its recording fetched with the token.
    expect(calls.some((call) => call.path === '/api/sv/track/{id}')).toBe(true);
    expect(calls.some((call) => call.path === '/api/sv/diarize/{id}')).toBe(false);
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/sv/analyses/{id}/audio').map((call) => call.params)).toEqual([{ id }]));
    await waitFor(() => expect(result.querySelector('audio')?.getAttribute('src')).toMatch(/^blob:/));
  });

  it('says how to find more voices when the estimated count found one, and not when one was asked for or more were found', async () => {
    const host = fakeSvHost();
    const oneVoice = { kind: 'diarize' as const, duration: 20, segments: [{ start: 0.5, end: 19, spk: 'S1' }], speakers: [{ spk: 'S1', seconds: 18.5, enrolled: false, score: null }] };
    host.store({ ...oneVoice, fileName: 'call.wav' });
    host.store({ ...oneVoice, fileName: 'lecture.wav', requestedSpeakers: 1 });
    host.store({ ...TWO_VOICES, kind: 'diarize', fileName: 'meeting.wav' });
    renderWithPlatform(<AnalyzerPage />, host.routes);
    const recent = await screen.findByRole('region', { name: 'Your analyses' });
    const open = async (name: string) => {
      fireEvent.click(await within(recent).findByRole('button', { name: `Open “${name}”` }));
      return screen.findByRole('region', { name });
    };
    const call = await open('call.wav');
    expect(within(call).getByText('Diarization · 0:20 · 1 speaker · count estimated')).toBeTruthy();
    expect(within(call).getByTestId('one-voice-hint').textContent).toBe('One voice was found. If more people speak, choose their number and run it again: two similar voices taking short turns, as on a phone call, can be taken for one.');
    expect(within(await open('lecture.wav')).queryByTestId('one-voice-hint')).toBeNull();
    expect(within(await open('meeting.wav')).queryByTestId('one-voice-hint')).toBeNull();
  });

  it('shows a running tracking again after a reload, with its progress, then its result; never to someone else', async () => {
    const host = fakeSvHost();
    renderWithPlatform(<AnalyzerPage />, host.routes, 'en', 'ada@example.org');
    chooseFile('interview.wav');
    fireEvent.click(screen.getByRole('radio', { name: /^Track/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Track speakers' }));
    await waitFor(() => expect(screen.getByTestId('job-progress').dataset.status).toBe('queued'));
    host.advance({ progress: 0.4 });
    await waitFor(() => expect(screen.getByTestId('job-progress').dataset.status).toBe('running'), POLLED);
    cleanup();

    // Reloaded (or left and come back to, or logged out and in again) while it runs: read as the tracking it is.
    const again = renderWithPlatform(<AnalyzerPage />, host.routes, 'en', 'ada@example.org');
    expect(await screen.findByText('Your last analysis: interview.wav')).toBeTruthy();
    expect(screen.getByTestId('job-progress').dataset.status).toBe('running');
    expect(screen.getByRole('progressbar', { name: 'Tracking' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('button', { name: 'Analysing…' }).hasAttribute('disabled')).toBe(true);
    expect(again.calls.some((call) => call.path === '/api/sv/diarize/{id}')).toBe(false);
    host.advance({ outcome: TWO_VOICES });
    const result = await screen.findByRole('region', { name: 'interview.wav' }, POLLED);
    expect(lanes()).toEqual(['S1', 'S2']);
    // The recording was sent before the reload: the host's copy plays.
    await waitFor(() => expect(result.querySelector('audio')?.getAttribute('src')).toMatch(/^blob:/));
    expect(again.calls.some((call) => call.path === '/api/sv/analyses/{id}/audio')).toBe(true);
    cleanup();

    // Finished: its result again.
    renderWithPlatform(<AnalyzerPage />, host.routes, 'en', 'ada@example.org');
    expect(await screen.findByRole('region', { name: 'interview.wav' })).toBeTruthy();
    cleanup();

    // Someone else signing in on this browser sees none of it.
    const other = renderWithPlatform(<AnalyzerPage />, host.routes, 'en', 'bob@example.org');
    await screen.findByRole('region', { name: 'Your analyses' });
    expect(screen.queryByTestId('job-progress')).toBeNull();
    expect(screen.queryByTestId('analysis-result')).toBeNull();
    expect(other.calls.some((call) => call.path === '/api/sv/track/{id}')).toBe(false);
  });

  it('keeps an analysis reopened from the list, and forgets it without a word once the host no longer has it', async () => {
    const host = fakeSvHost();
    host.store({ kind: 'diarize', fileName: 'meeting.wav', ...TWO_VOICES });
    renderWithPlatform(<AnalyzerPage />, host.routes, 'en', 'cy@example.org');
    fireEvent.click(await screen.findByRole('button', { name: 'Open “meeting.wav”' }));
    await screen.findByRole('region', { name: 'meeting.wav' });
    cleanup();

    renderWithPlatform(<AnalyzerPage />, host.routes, 'en', 'cy@example.org');
    expect(await screen.findByRole('region', { name: 'meeting.wav' })).toBeTruthy();
    cleanup();

    // Deleted elsewhere meanwhile: back to choosing, with no failure on the page and nothing kept.
    const gone = renderWithPlatform(<AnalyzerPage />, { ...host.routes, 'GET /api/sv/diarize/{id}': () => { throw new ApiError(404, 'No diarization with this id.'); } }, 'en', 'cy@example.org');
    await waitFor(() => expect(gone.calls.some((call) => call.path === '/api/sv/diarize/{id}')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByTestId('analysis-result')).toBeNull();
    cleanup();
    const after = renderWithPlatform(<AnalyzerPage />, host.routes, 'en', 'cy@example.org');
    await screen.findByRole('region', { name: 'Your analyses' });
    expect(after.calls.some((call) => call.path === '/api/sv/diarize/{id}')).toBe(false);
  });

  it('sends a tracking to /api/sv/track with an estimated count', async () => {
    const host = fakeSvHost();
    const { calls } = renderWithPlatform(<AnalyzerPage />, host.routes);
    chooseFile('call.ogg');
    fireEvent.click(screen.getByRole('radio', { name: /^Track/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Track speakers' }));
    await waitFor(() => expect(screen.getByTestId('job-progress').dataset.status).toBe('queued'));
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent.path).toBe('/api/sv/track');
    expect(sent.query).toEqual({ speakers: undefined });
    expect(screen.getByRole('progressbar', { name: 'Tracking' })).toBeTruthy();
  });

  it('shows the host\'s refusal and keeps the chosen recording, to send again', async () => {
    const host = fakeSvHost({
      'POST /api/sv/diarize': () => {
        throw new ApiError(415, 'meeting.wav holds no audio stream the host can decode.');
      },
    });
    renderWithPlatform(<AnalyzerPage />, host.routes);
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Diarize' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The recording is not audio the server can read.meeting.wav holds no audio stream the host can decode.');
    expect(screen.getByTestId('chosen-input').textContent).toBe('meeting.wav');
    expect(screen.getByTestId('upload-progress').dataset.state).toBe('failed');
    expect(screen.getByRole('button', { name: 'Diarize' }).hasAttribute('disabled')).toBe(false);
    expect(notices).toEqual([]);
  });

  it('cancels a running job by deleting it', async () => {
    const host = fakeSvHost();
    const { calls } = renderWithPlatform(<AnalyzerPage />, host.routes);
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Diarize' }));
    await waitFor(() => expect(screen.getByTestId('job-progress').dataset.status).toBe('queued'));
    host.advance({ progress: 0.2 });
    await waitFor(() => expect(screen.getByTestId('job-progress').dataset.status).toBe('running'), POLLED);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('job-progress')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.params)).toEqual([{ id: 'a1' }]);
    expect(host.analyses).toEqual([]);
    expect(screen.getByRole('button', { name: 'Diarize' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('chosen-input').textContent).toBe('meeting.wav');
  });

  it('takes a sample picked in the shell\'s panel, opening its tab, and offers the kit\'s microphone recorder', async () => {
    const host = fakeSvHost();
    const { calls, platform } = renderWithPlatform(<AnalyzerPage />, host.routes);
    fireEvent.click(screen.getByRole('tab', { name: 'Microphone' }));
    // jsdom has no MediaRecorder: the kit's recorder says so (recording itself is tried in Chromium, in the e2e test).
    expect(screen.getByTestId('microphone-unavailable').textContent).toContain('This browser cannot record here.');

    platform.samples.select({ name: 'Two people', description: 'A conversation', path: `${origin}/samples/two-people.wav`, kind: 'audio', language: 'en' });
    await waitFor(() => expect(screen.getByTestId('chosen-input').textContent).toBe('Two people'));
    expect(screen.getByRole('tab', { name: 'Sample' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Diarize' }));
    await waitFor(() => expect(screen.getByTestId('job-progress').dataset.status).toBe('queued'));
    const sent = (calls.find((call) => call.method === 'POST')!.body as FormData).get('file') as File;
    expect(sent.name).toBe('two-people.wav');
    expect(sent.size).toBe(SAMPLE_BYTES.length);
  });
});
