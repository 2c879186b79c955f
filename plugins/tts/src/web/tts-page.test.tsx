import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import { fakeTtsHost } from './testing/fake-tts-host.ts';
import { renderWithPlatform } from './testing/render-with-platform.tsx';
import TtsPage from './tts-page.tsx';

afterEach(cleanup);

async function renderPage(host = fakeTtsHost()) {
  const view = renderWithPlatform(<TtsPage />, host.routes);
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
  it('needs text first, counts it against the limit, and synthesizes short text at once into a player and a download', async () => {
    const { calls } = await renderPage();
    const start = screen.getByRole('button', { name: 'Synthesize' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(start.getAttribute('aria-describedby')).toBe(screen.getByText('Enter some text first.').id);

    write('<h1>News</h1><p>The north <strong>wind</strong> and the sun.</p><ul><li><p>one</p></li></ul>');
    // Blocks are read apart: 'News\n\nThe north wind and the sun.\n\none'.
    expect(count().textContent).toBe('38 / 5,000 characters');
    expect(count().dataset.fit).toBe('sync');
    fireEvent.click(start);
    const result = await screen.findByTestId('synthesis-result');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      text: 'News\n\nThe north wind and the sun.\n\none', language: 'en', voice: 'flite:slt', rate: 1, pitch: 0, format: 'wav',
    });
    expect(posted(calls)).toEqual(['/api/tts/synthesize']);
    // The host's file name, from the synthesis it stored.
    expect(result.querySelector('h2')!.textContent).toBe('speech-2026-11-22-news.wav');
    const download = screen.getByRole('link', { name: 'Download speech-2026-11-22-news.wav' });
    expect(download.getAttribute('download')).toBe('speech-2026-11-22-news.wav');
    expect(download.getAttribute('href')).toMatch(/^blob:/);
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Synthesis' }).getAttribute('aria-valuetext')).toBe('Done');
  });

  it('queues text past 5,000 characters and follows the job with a progress bar until its audio is there', async () => {
    const { calls, host } = await renderPage();
    write(`<p>${'Speech. '.repeat(626)}</p>`);
    expect(count().textContent).toMatch(/^5,007 \/ 100,000 characters/);
    expect(count().textContent).toContain('Longer than 5,000 characters: it is synthesized in the background, with progress.');
    fireEvent.click(screen.getByRole('button', { name: 'Synthesize in the background' }));
    await waitFor(() => expect(host.syntheses).toHaveLength(1));
    expect(posted(calls)).toEqual(['/api/tts/synthesizeQueue']);

    Object.assign(host.syntheses[0]!, { status: 'running', progress: 0.4 });
    const bar = await screen.findByRole('progressbar', { name: 'Synthesis' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'), { timeout: 3000 });
    expect(bar.getAttribute('aria-valuetext')).toBe('Synthesizing… 40%');

    Object.assign(host.syntheses[0]!, { status: 'done', progress: 1, duration: 700 });
    const result = await screen.findByTestId('synthesis-result', {}, { timeout: 3000 });
    expect(result.querySelector('h2')!.textContent).toBe('speech-2026-11-22-speech.wav');
    expect(result.textContent).toContain('11:40');
    expect(calls.some((call) => call.path === '/api/tts/synthesize/{id}/audio')).toBe(true);
  });

  it('says a text past 100,000 characters is too long, and will not send it', async () => {
    const { calls } = await renderPage();
    write(`<p>${'x'.repeat(100_001)}</p>`);
    expect(count().dataset.fit).toBe('tooLong');
    expect(count().textContent).toContain('Too long: at most 100,000 characters can be synthesized at once.');
    const start = screen.getByRole('button', { name: /^Synthesize/ }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(screen.getByText('Shorten the text first.').id).toBe(start.getAttribute('aria-describedby'));
    fireEvent.click(start);
    expect(posted(calls)).toEqual([]);
  });

  it('says what the host refused, in its words', async () => {
    const refusing = fakeTtsHost({
      'POST /api/tts/synthesize': () => {
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
