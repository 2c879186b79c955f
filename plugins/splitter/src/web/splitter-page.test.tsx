import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@speechdeck/core';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import type { CallRecognition } from '../contract/splitter-api.ts';
import SplitterPage from './splitter-page.tsx';
import { monoWav } from './testing/mono-wav.ts';
import { renderWithPlatform, type FakeCall } from './testing/render-with-platform.tsx';

/** A real little file server standing in for the dashboard's own /samples/ folder. */
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/samples/call.wav') response.writeHead(200, { 'content-type': 'audio/wav', 'access-control-allow-origin': '*' }).end(Buffer.from(monoWav(8000, 1)));
    else response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** What saveBlob handed the browser to download: the names, in order. */
let downloads: string[] = [];
beforeEach(() => {
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

const POLLED = { timeout: 4_000 };

const chooseFile = (name = 'call.mp3') => {
  const file = new File([new Uint8Array(3000)], name, { type: 'audio/mpeg' });
  fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file] } });
  return file;
};

/** The split call answered as the host does: the upload's progress, then a channel's WAV (8 kHz, 2 s). */
const splitAnswer = async (call: FakeCall) => {
  call.onUploadProgress?.({ loaded: 1500, total: 3000, fraction: 0.5 });
  call.onUploadProgress?.({ loaded: 3000, total: 3000, fraction: 1 });
  return monoWav(8000, 2);
};

const SEGMENTS: RecognitionResult['segments'] = [
  { position: 0, start: 0.4, end: 2.1, spk: 'Agent Smith', sent: 'Hello, how can I help?', kw: [], oa: null, words: [] },
  { position: 1, start: 2.5, end: 4.0, spk: 'customer', sent: 'My line is down.', kw: [], oa: null, words: [] },
];

function fakeCallHost() {
  const state: CallRecognition = {
    id: 'c1', status: 'queued', progress: 0, error: null, fileName: 'call.mp3', language: 'en', channels: ['Agent Smith', 'customer'],
    duration: 4.5, processId: null, createdAt: '2026-11-23T10:00:00.000Z',
  };
  const result: RecognitionResult = {
    processId: 'c1', userId: 1, fn: 'call.mp3', language: 'en', status: 'done', error: null, progress: 1, duration: 4.5, createdAt: state.createdAt,
    options: { language: 'en', isDiarize: false, vad: false, punct: true, sentText: false, oa: false },
    text: SEGMENTS.map((s) => s.sent).join(' '), segments: SEGMENTS, notes: ["A call recording, each channel recognized on its own."], engine: 'pocketsphinx',
  };
  return {
    state,
    routes: {
      'POST /api/stt/splitTelRecordToMono': splitAnswer,
      'GET /api/stt/languages': () => ({ languages: ['en'], anyLanguage: false }),
      'POST /api/splitter/recognize': (call: FakeCall) => {
        call.onUploadProgress?.({ loaded: 3000, total: 3000, fraction: 1 });
        return { id: 'c1' };
      },
      'GET /api/splitter/recognize/{id}': () => ({ ...state }),
      'GET /api/elastic/getRespByJustProcessIdFromElastic': () => result,
    },
  };
}

describe('the Splitter page', () => {
  it('splits a chosen file into two players, one call per channel, and downloads each channel and the ZIP', async () => {
    const { calls } = renderWithPlatform(<SplitterPage />, { 'POST /api/stt/splitTelRecordToMono': splitAnswer, 'GET /api/stt/languages': () => ({ languages: ['en'], anyLanguage: false }) });
    const split = screen.getByRole('button', { name: 'Split into channels' });
    expect(split.hasAttribute('disabled')).toBe(true);
    const file = chooseFile();
    expect(screen.getByTestId('chosen-input').textContent).toBe('call.mp3');
    fireEvent.click(split);

    const channels = await screen.findByTestId('split-channels');
    const sent = calls.filter((call) => call.path === '/api/stt/splitTelRecordToMono');
    expect(sent.map((call) => call.query)).toEqual([{ chan: 0 }, { chan: 1 }]);
    for (const call of sent) expect((call.body as FormData).get('file')).toEqual(file);
    for (const side of ['left', 'right'] as const) {
      const player = within(channels).getByTestId(`channel-${side}`);
      expect(within(player).getByText('0:02 · 8000 Hz · 16-bit mono WAV')).toBeTruthy();
      expect(await within(player).findByRole('button', { name: `Play the ${side} channel` })).toBeTruthy();
    }
    expect(within(channels).getByRole('heading', { name: 'Left channel (0)' })).toBeTruthy();

    fireEvent.click(within(channels).getByRole('button', { name: 'Download the right channel' }));
    fireEvent.click(within(channels).getByRole('button', { name: 'Download the left channel' }));
    expect(downloads).toEqual(['call-right.wav', 'call-left.wav']);
    // The ZIP is the host's: asked for when clicked, without chan.
    fireEvent.click(within(channels).getByRole('button', { name: 'Download both as ZIP' }));
    await waitFor(() => expect(downloads).toEqual(['call-right.wav', 'call-left.wav', 'call-channels.zip']));
    expect(calls.filter((call) => call.path === '/api/stt/splitTelRecordToMono').map((call) => call.query)).toEqual([{ chan: 0 }, { chan: 1 }, {}]);
  });

  it("shows the host's reason when it refuses the recording, on the bar too, and keeps the file to choose another", async () => {
    const MONO = 'The file has one channel (mono): a call recording needs two, one side of the call on each. Choose a stereo recording of the call.';
    renderWithPlatform(<SplitterPage />, {
      'GET /api/stt/languages': () => ({ languages: ['en'], anyLanguage: false }),
      'POST /api/stt/splitTelRecordToMono': (call) => {
        // The whole file went up before the host looked at its channels.
        call.onUploadProgress?.({ loaded: 3000, total: 3000, fraction: 1 });
        throw new ApiError(400, MONO);
      },
    });
    chooseFile('voice-note.mp3');
    fireEvent.click(screen.getByRole('button', { name: 'Split into channels' }));
    const alert = await screen.findByText('The recording could not be split');
    expect(alert.closest('[role="alert"]')!.textContent).toContain(`The host refused the recording. ${MONO}`);
    const bar = screen.getByTestId('split-progress');
    expect(bar.dataset.state).toBe('failed');
    expect(bar.textContent).toContain(MONO);
    expect(bar.textContent).not.toContain('Stopped at');
    expect(screen.queryByTestId('split-channels')).toBeNull();
    expect(screen.getByRole('button', { name: 'Split into channels' }).hasAttribute('disabled')).toBe(false);
  });

  it('says where the upload stopped when no answer came', async () => {
    renderWithPlatform(<SplitterPage />, {
      'GET /api/stt/languages': () => ({ languages: ['en'], anyLanguage: false }),
      'POST /api/stt/splitTelRecordToMono': (call) => {
        call.onUploadProgress?.({ loaded: 1500, total: 3000, fraction: 0.5 });
        throw new ApiError(0, 'Network Error');
      },
    });
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Split into channels' }));
    await screen.findByText('The recording could not be split');
    expect(screen.getByTestId('split-progress').textContent).toContain('Stopped at 25%');
  });

  it("shows the host's refusal of a call on its upload bar, not where the upload stopped", async () => {
    const host = fakeCallHost();
    const MONO = 'The file has one channel (mono): a call recording needs two, one side of the call on each. Choose a stereo recording of the call.';
    renderWithPlatform(<SplitterPage />, {
      ...host.routes,
      'POST /api/splitter/recognize': (call: FakeCall) => {
        call.onUploadProgress?.({ loaded: 1500, total: 3000, fraction: 0.5 });
        throw new ApiError(400, MONO);
      },
    });
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Recognize both channels' }));
    await screen.findByText('The call could not be recognized');
    const bar = screen.getByTestId('call-upload');
    expect(bar.dataset.state).toBe('failed');
    expect(bar.textContent).toContain(`The host refused the recording. ${MONO}`);
    expect(bar.textContent).not.toContain('Stopped at');
  });

  it('recognizes both channels with the names typed, follows the job and shows the merged transcript with a way to the workspace', async () => {
    const host = fakeCallHost();
    const { calls } = renderWithPlatform(<SplitterPage />, host.routes);
    const file = chooseFile();
    const left = screen.getByLabelText('Name of the left channel');
    expect((left as HTMLInputElement).value).toBe('agent');
    expect((screen.getByLabelText('Name of the right channel') as HTMLInputElement).value).toBe('customer');

    // The same name twice is refused before anything is sent.
    fireEvent.change(left, { target: { value: 'Customer ' } });
    expect(await screen.findByText('The two channels need different names.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recognize both channels' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(left, { target: { value: 'Agent Smith' } });
    expect(screen.queryByText('The two channels need different names.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Recognize both channels' }));
    await waitFor(() => expect(screen.getByTestId('call-progress').dataset.status).toBe('queued'));
    const sent = calls.find((call) => call.path === '/api/splitter/recognize')!;
    expect(sent.query).toEqual({ language: 'en', left: 'Agent Smith', right: 'customer' });
    expect((sent.body as FormData).get('file')).toEqual(file);
    expect(screen.getByTestId('call-upload').dataset.state).toBe('done');
    // Locked while it runs.
    expect((screen.getByLabelText('Name of the left channel') as HTMLInputElement).closest('fieldset')!.disabled).toBe(true);

    Object.assign(host.state, { status: 'running', progress: 0.4 });
    await waitFor(() => expect(screen.getByTestId('call-progress').textContent).toContain('Recognizing… 40%'), POLLED);

    Object.assign(host.state, { status: 'done', progress: 1, processId: 'c1' });
    const result = await screen.findByTestId('call-result', {}, POLLED);
    expect(await within(result).findByText('Hello, how can I help?')).toBeTruthy();
    expect(within(result).getByText('My line is down.')).toBeTruthy();
    expect(within(result).getByText('0:04 · English (en) · 2 turns · pocketsphinx')).toBeTruthy();
    expect(within(result).getByText('A call recording, each channel recognized on its own.')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'Open in the workspace' }).getAttribute('href')).toBe('#/asr-workspace');
    expect(calls.filter((call) => call.path === '/api/elastic/getRespByJustProcessIdFromElastic').map((call) => call.query)).toEqual([{ processId: 'c1' }]);
    expect(screen.queryByTestId('call-progress')).toBeNull();
  });

  it('shows a running call recognition again after a reload, with its progress, then its transcript; never to someone else', async () => {
    const host = fakeCallHost();
    const routes = { ...host.routes, 'POST /api/elastic/mediaToken': () => ({ token: 't', expiresAt: '2026-11-23T11:00:00.000Z', url: '/api/elastic/load_audio/c1?t=t' }) };
    renderWithPlatform(<SplitterPage />, routes, 'en', 'ada@example.org');
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Recognize both channels' }));
    Object.assign(host.state, { status: 'running', progress: 0.4 });
    await waitFor(() => expect(screen.getByTestId('call-progress').dataset.status).toBe('running'), POLLED);
    cleanup();

    // Reloaded (or left and come back to, or logged out and in again) while it runs.
    renderWithPlatform(<SplitterPage />, routes, 'en', 'ada@example.org');
    expect(await screen.findByText('Your last recognition: call.mp3')).toBeTruthy();
    expect(screen.getByTestId('call-progress').dataset.status).toBe('running');
    expect(screen.getByRole('progressbar', { name: 'Recognition' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('button', { name: 'Recognizing…' }).hasAttribute('disabled')).toBe(true);
    Object.assign(host.state, { status: 'done', progress: 1, processId: 'c1' });
    const result = await screen.findByTestId('call-result', {}, POLLED);
    expect(await within(result).findByText('Hello, how can I help?')).toBeTruthy();
    // The recording went up before the reload: the workspace's copy plays.
    await waitFor(() => expect(result.querySelector('audio')?.getAttribute('src')).toBe('/api/elastic/load_audio/c1?t=t'));
    cleanup();

    // Finished: its transcript again.
    renderWithPlatform(<SplitterPage />, routes, 'en', 'ada@example.org');
    expect(await within(await screen.findByTestId('call-result', {}, POLLED)).findByText('My line is down.')).toBeTruthy();
    cleanup();

    // Someone else signing in on this browser sees none of it.
    const { calls } = renderWithPlatform(<SplitterPage />, routes, 'en', 'bob@example.org');
    expect(screen.queryByTestId('call-progress')).toBeNull();
    expect(screen.queryByTestId('call-result')).toBeNull();
    expect(calls.some((call) => call.path === '/api/splitter/recognize/{id}')).toBe(false);
  });

  it('forgets a kept call recognition the host no longer has, without a word', async () => {
    const host = fakeCallHost();
    renderWithPlatform(<SplitterPage />, host.routes, 'en', 'cy@example.org');
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Recognize both channels' }));
    await waitFor(() => expect(screen.getByTestId('call-progress').dataset.status).toBe('queued'));
    cleanup();

    const gone = renderWithPlatform(<SplitterPage />, { ...host.routes, 'GET /api/splitter/recognize/{id}': () => { throw new ApiError(404, "No call recognition with id 'c1'."); } }, 'en', 'cy@example.org');
    await waitFor(() => expect(gone.calls.some((call) => call.path === '/api/splitter/recognize/{id}')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByTestId('call-progress')).toBeNull();
    cleanup();
    const after = renderWithPlatform(<SplitterPage />, host.routes, 'en', 'cy@example.org');
    expect(after.calls.some((call) => call.path === '/api/splitter/recognize/{id}')).toBe(false);
  });

  it('shows why a call recognition failed on the host', async () => {
    const host = fakeCallHost();
    Object.assign(host.state, { status: 'failed', error: 'No recognizer is configured for Turkish (tr): set SPEECHDECK_ASR_TR.' });
    renderWithPlatform(<SplitterPage />, host.routes);
    chooseFile();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'tr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recognize both channels' }));
    await waitFor(() => expect(screen.getByTestId('call-progress').dataset.status).toBe('failed'));
    expect(screen.getByTestId('call-progress').textContent).toContain('No recognizer is configured for Turkish (tr)');
    expect(screen.queryByTestId('call-result')).toBeNull();
  });

  it('says which languages this host does not recognize', async () => {
    renderWithPlatform(<SplitterPage />, { 'GET /api/stt/languages': () => ({ languages: ['en'], anyLanguage: false }) });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Turkish (tr) (not recognized on this host)' })).toBeTruthy());
    expect(screen.getByRole('option', { name: 'English (en)' })).toBeTruthy();
  });

  it('takes a sample picked in the sample panel as the recording', async () => {
    const { platform } = renderWithPlatform(<SplitterPage />, { 'GET /api/stt/languages': () => ({ languages: ['en'], anyLanguage: false }) });
    platform.samples.select({ name: 'Call centre (stereo)', description: '', path: `${origin}/samples/call.wav`, kind: 'audio', language: 'en' });
    await waitFor(() => expect(screen.getByTestId('chosen-input').textContent).toBe('Call centre (stereo)'));
    expect(screen.getByRole('button', { name: 'Split into channels' }).hasAttribute('disabled')).toBe(false);
  });
});
