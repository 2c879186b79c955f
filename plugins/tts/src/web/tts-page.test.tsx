import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import { fakeTtsHost } from './testing/fake-tts-host.ts';
import { renderWithPlatform } from './testing/render-with-platform.tsx';
import TtsPage from './tts-page.tsx';

afterEach(cleanup);

async function renderPage(host = fakeTtsHost(), user?: string) {
  const view = renderWithPlatform(<TtsPage />, host.routes, 'en', user);
  await screen.findByRole('combobox', { name: 'Voice' });
  return { ...view, host };
}

/** What the person wrote, put in the page's editor (typing 100,000 characters in jsdom would take minutes). */
function write(html: string) {
  const box = screen.getByRole('textbox', { name: 'Text to synthesize' }) as HTMLElement & { editor: Editor };
  act(() => {
    box.editor.commands.setContent(html);
  });
}

const count = () => screen.getByTestId('character-count');
const posted = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method !== 'GET').map((call) => call.path);

describe('the /tts page', () => {
  it('needs text first, and synthesizes short text as a stored synthesis: its progress, a player, a download, the recent list, and the e-mail by its id', async () => {
    const { calls, host } = await renderPage(fakeTtsHost({ 'POST /api/tts/send-tts': () => ({ message: 'Sent.' }) }));
    const start = screen.getByRole('button', { name: 'Synthesize' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(start.getAttribute('aria-describedby')).toBe(screen.getByText('Enter some text first.').id);

    write('<h1>News</h1><p>The north <strong>wind</strong> and the sun.</p><ul><li><p>one</p></li></ul>');
    // Blocks are read apart: 'News\n\nThe north wind and the sun.\n\none'.
    expect(count().textContent).toBe('38 / 100,000 characters');
    expect(count().dataset.fit).toBe('fits');
    fireEvent.click(start);
    await waitFor(() => expect(host.syntheses).toHaveLength(1));
    // Queued like any text, never the synchronous call: the host stores it and the page follows it by id.
    expect(posted(calls)).toEqual(['/api/tts/synthesizeQueue']);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      text: 'News\n\nThe north wind and the sun.\n\none', language: 'en', voice: 'flite:slt', rate: 1, pitch: 0, format: 'wav',
    });
    expect((await screen.findByTestId('synthesis-progress')).dataset.status).toMatch(/^(queuing|queued)$/);
    const recent = screen.getByRole('region', { name: 'Recent syntheses' });
    await waitFor(() => expect(within(recent).getAllByTestId('recent-synthesis').map((row) => row.dataset.status)).toEqual(['queued']));

    Object.assign(host.syntheses[0]!, { status: 'done', progress: 1, duration: 2.5 });
    const result = await screen.findByTestId('synthesis-result', {}, { timeout: 2000 });
    // The host's file name, from the stored synthesis.
    expect(result.querySelector('h2')!.textContent).toBe('speech-2026-11-22-news.wav');
    // The download appears once the audio is fetched, after the result's heading (slower on a busy machine).
    const download = await screen.findByRole('link', { name: 'Download speech-2026-11-22-news.wav' }, { timeout: 5000 });
    expect(download.getAttribute('download')).toBe('speech-2026-11-22-news.wav');
    expect(download.getAttribute('href')).toMatch(/^blob:/);
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Synthesis' }).getAttribute('aria-valuetext')).toBe('Done');
    expect(calls.filter((call) => call.path === '/api/tts/synthesize/{id}/audio').map((call) => call.params)).toEqual([{ id: 's1' }]);

    fireEvent.click(within(result).getByRole('button', { name: 'Send by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send by e-mail' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Recipient' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted(calls)).toEqual(['/api/tts/synthesizeQueue', '/api/tts/send-tts']));
    // The page may poll again after it: the send is found by its path, not as the last call.
    const sent = calls.find((call) => call.path === '/api/tts/send-tts')!;
    expect(sent.body).toMatchObject({ receiverEmail: 'ada@example.com', synthesisId: 's1' });
    expect(sent.body).not.toHaveProperty('text');
  });

  it('follows a long text with a progress bar until its audio is there', async () => {
    const { calls, host } = await renderPage();
    write(`<p>${'Speech. '.repeat(626)}</p>`);
    expect(count().textContent).toBe('5,007 / 100,000 characters');
    fireEvent.click(screen.getByRole('button', { name: 'Synthesize' }));
    await waitFor(() => expect(host.syntheses).toHaveLength(1));
    expect(posted(calls)).toEqual(['/api/tts/synthesizeQueue']);

    Object.assign(host.syntheses[0]!, { status: 'running', progress: 0.4 });
    const bar = await screen.findByRole('progressbar', { name: 'Synthesis' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'), { timeout: 3000 });
    expect(bar.getAttribute('aria-valuetext')).toBe('Synthesizing… 40%');
    expect((screen.getByRole('button', { name: 'Synthesizing…' }) as HTMLButtonElement).disabled).toBe(true);

    Object.assign(host.syntheses[0]!, { status: 'done', progress: 1, duration: 700 });
    const result = await screen.findByTestId('synthesis-result', {}, { timeout: 3000 });
    expect(result.querySelector('h2')!.textContent).toBe('speech-2026-11-22-speech.wav');
    expect(result.textContent).toContain('11:40');
  });

  it('shows a running synthesis again after a reload, with its progress, then its audio; never to someone else', async () => {
    const host = fakeTtsHost();
    await renderPage(host, 'ada@example.org');
    write(`<p>${'Speech. '.repeat(626)}</p>`);
    fireEvent.click(screen.getByRole('button', { name: 'Synthesize' }));
    await waitFor(() => expect(host.syntheses).toHaveLength(1));
    Object.assign(host.syntheses[0]!, { status: 'running', progress: 0.4 });
    await waitFor(() => expect(screen.getByTestId('synthesis-progress').dataset.status).toBe('running'), { timeout: 3000 });
    cleanup();

    // Reloaded (or left and come back to, or logged out and in again) while it runs.
    await renderPage(host, 'ada@example.org');
    const bar = await screen.findByRole('progressbar', { name: 'Synthesis' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect((screen.getByRole('button', { name: 'Synthesizing…' }) as HTMLButtonElement).disabled).toBe(true);
    Object.assign(host.syntheses[0]!, { status: 'done', progress: 1, duration: 700 });
    expect((await screen.findByTestId('synthesis-result', {}, { timeout: 3000 })).querySelector('h2')!.textContent).toBe('speech-2026-11-22-speech.wav');
    cleanup();

    // Finished: its audio again, in the voice it was said in.
    await renderPage(host, 'ada@example.org');
    const result = await screen.findByTestId('synthesis-result', {}, { timeout: 3000 });
    expect(result.textContent).toContain('11:40');
    expect(screen.getByRole('link', { name: 'Download speech-2026-11-22-speech.wav' })).toBeTruthy();
    cleanup();

    // Someone else signing in on this browser sees none of it.
    const { calls } = await renderPage(host, 'bob@example.org');
    expect(screen.queryByTestId('synthesis-progress')).toBeNull();
    expect(calls.some((call) => call.path === '/api/tts/synthesize/{id}')).toBe(false);
  });

  it('says why a job failed, in the host\'s words', async () => {
    const { host } = await renderPage();
    write('<p>Hello.</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Synthesize' }));
    await waitFor(() => expect(host.syntheses).toHaveLength(1));
    Object.assign(host.syntheses[0]!, { status: 'failed', error: 'The synthesizer crashed.' });
    const alert = await screen.findByRole('alert', {}, { timeout: 2000 });
    expect(alert.textContent).toBe('The synthesis failed.The synthesizer crashed.');
    expect(screen.getByTestId('synthesis-progress').dataset.status).toBe('failed');
  });

  it('says a text past 100,000 characters is too long, and will not send it', async () => {
    const { calls } = await renderPage();
    write(`<p>${'x'.repeat(100_001)}</p>`);
    expect(count().dataset.fit).toBe('tooLong');
    expect(count().textContent).toContain('Too long: at most 100,000 characters can be synthesized at once.');
    const start = screen.getByRole('button', { name: 'Synthesize' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(screen.getByText('Shorten the text first.').id).toBe(start.getAttribute('aria-describedby'));
    fireEvent.click(start);
    expect(posted(calls)).toEqual([]);
  });

  it('says what the host refused, in its words', async () => {
    const refusing = fakeTtsHost({
      'POST /api/tts/synthesizeQueue': () => {
        throw new ApiError(422, "No voice 'flite:slt' for 'en': this host serves espeak-ng:tr.");
      },
    });
    await renderPage(refusing);
    write('<p>Hello.</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Synthesize' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("This language or voice is not available on this server.No voice 'flite:slt' for 'en': this host serves espeak-ng:tr.");
    expect(screen.getByTestId('synthesis-progress').dataset.status).toBe('failed');
  });
});
