import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@speechdeck/core';
import MtPage from './mt-page.tsx';
import { MT_LIMITS } from '../contract/mt-api.ts';
import { fakeMtHost, MEETING } from './testing/fake-mt-host.ts';
import { renderWithPlatform } from './testing/render-with-platform.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const options = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
const selected = (name: string) => (screen.getByRole('combobox', { name }) as HTMLSelectElement).value;

/** What the page hands the browser to save: each file's name and text. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const saved: { name: string; text: Promise<string> }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: blobs[blobs.length - 1]!.text() });
  });
  return saved;
}

describe('/mt', () => {
  it('fills From with the served sources and To with what the source translates to, and swaps a pair served both ways', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<MtPage />, fakeMtHost().routes);
    await screen.findByRole('combobox', { name: 'From' });
    // Sorted by name: Basque, English, Spanish.
    expect(options('From')).toEqual(['eu', 'en', 'es']);
    expect([selected('From'), selected('To')]).toEqual(['en', 'es']);
    expect(options('To')).toEqual(['ca', 'es', 'tr']);
    // Two engines serve en→es: the person may pick one.
    expect(options('Engine')).toEqual(['', 'apertium', 'openai']);

    await user.click(screen.getByRole('button', { name: 'Swap languages' }));
    expect([selected('From'), selected('To')]).toEqual(['es', 'en']);
    expect(screen.queryByRole('combobox', { name: 'Engine' })).toBeNull();

    // Basque translates to English only: To follows From, and the pair cannot be swapped.
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'eu');
    expect(options('To')).toEqual(['en']);
    expect(selected('To')).toBe('en');
    expect((screen.getByRole('button', { name: 'Swap languages' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('translates typed text with the engine chosen, shows it beside the original, and saves it as text', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const { calls } = renderWithPlatform(<MtPage />, fakeMtHost().routes);
    const button = await screen.findByRole('button', { name: 'Translate' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Text to translate' }), 'Good morning.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Engine' }), 'openai');
    await user.click(button);

    const result = await screen.findByRole('region', { name: 'Translation' });
    expect(calls.find((c) => c.path === '/api/mt/translate')?.body).toEqual({ text: 'Good morning.', source: 'en', target: 'es', engine: 'openai' });
    expect(within(result).getByText('Original · English (en)')).toBeTruthy();
    expect(within(result).getByText('Translation · Spanish (es)')).toBeTruthy();
    expect(within(result).getByTestId('mt-translated-text').textContent).toBe('[es] Good morning.');
    expect(within(result).getByText('Translated by Chat model.')).toBeTruthy();

    const downloads = within(result).getByRole('group', { name: 'Download' });
    expect(within(downloads).getAllByRole('button').map((b) => b.textContent)).toEqual(['Download as TXT']);
    await user.click(within(downloads).getByRole('button', { name: 'Download as TXT' }));
    expect(saved.map((s) => s.name)).toEqual(['translation.es.txt']);
    expect(await saved[0]!.text).toBe('[es] Good morning.\n');
  });

  it('translates a transcript of the workspace: segments aligned with their times, and subtitles in the target language', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const { calls } = renderWithPlatform(<MtPage />, fakeMtHost().routes);
    await user.click(await screen.findByRole('tab', { name: 'Transcript' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Transcript to translate' }), 'p1');
    await user.click(screen.getByRole('button', { name: 'Translate' }));

    const result = await screen.findByRole('region', { name: 'Translation' });
    expect(calls.find((c) => c.path === '/api/mt/translate')?.body).toEqual({ processId: 'p1', source: 'en', target: 'es' });
    const table = within(result).getByRole('table', { name: 'Segments of meeting.wav, original and translated' });
    const rows = within(table).getAllByTestId('mt-segment').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['0:00.1', 'S1', 'The house is very old.', 'La casa es muy vieja.'],
      ['0:02.2', 'S2', 'See you tomorrow.', 'Te veo mañana.'],
    ]);
    await waitFor(() => expect((within(table).getByRole('button', { name: 'Play from 0:02.2' }) as HTMLButtonElement).disabled).toBe(false));

    const downloads = within(result).getByRole('group', { name: 'Download' });
    await user.click(within(downloads).getByRole('button', { name: 'Download as SRT' }));
    await user.click(within(downloads).getByRole('button', { name: 'Download as VTT' }));
    expect(saved.map((s) => s.name)).toEqual(['meeting.es.srt', 'meeting.es.vtt']);
    expect(await saved[0]!.text).toBe('1\n00:00:00,150 --> 00:00:02,250\nS1: La casa es muy vieja.\n\n2\n00:00:02,260 --> 00:00:07,040\nS2: Te veo mañana.\n');
    expect(await saved[1]!.text).toMatch(/^WEBVTT\n\n00:00:00\.150 --> 00:00:02\.250\n<v S1>La casa es muy vieja\.\n/);
  });

  it('offers only transcripts with text in a language translated here, not a saved diarization of the same recording', async () => {
    const user = userEvent.setup();
    const diarization = { ...MEETING, processId: 'p1-speakers', language: 'und', preview: '' };
    const german = { ...MEETING, processId: 'p-de', fn: 'besprechung.wav', language: 'de' };
    renderWithPlatform(<MtPage />, fakeMtHost({ results: [diarization, german, MEETING] }).routes);
    await user.click(await screen.findByRole('tab', { name: 'Transcript' }));
    await screen.findByRole('combobox', { name: 'Transcript to translate' });
    expect(options('Transcript to translate')).toEqual(['', 'p1']);
  });

  it('keeps a pasted text past the limit whole, says it is too long and holds the translation', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<MtPage />, fakeMtHost().routes);
    const box = await screen.findByRole('textbox', { name: 'Text to translate' });
    await user.click(box);
    await user.paste('a'.repeat(MT_LIMITS.textMaxChars + 2_500));
    expect((box as HTMLTextAreaElement).value).toHaveLength(22_500);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('character-limit').textContent).toBe('22,500 of 20,000 characters. Too long: at most 20,000 characters are translated at once. Shorten the text or split it.');
    expect((screen.getByRole('button', { name: 'Translate' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says why a translation was refused, with the host's own words under it", async () => {
    const user = userEvent.setup();
    const refuse = new ApiError(422, 'No engine here translates en to tr. Pairs served: apertium: en→es, es→en.');
    renderWithPlatform(<MtPage />, fakeMtHost({ refuse }).routes);
    await user.type(await screen.findByRole('textbox', { name: 'Text to translate' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This language pair is not translated on this server.');
    expect(alert.textContent).toContain('Pairs served: apertium: en→es, es→en.');
  });

  it('tells the person when nothing is served, and which engine is down', async () => {
    renderWithPlatform(<MtPage />, fakeMtHost({ pairs: [], unavailable: [{ engine: 'libretranslate', message: 'The LibreTranslate server cannot be reached (ECONNREFUSED): check SPEECHDECK_LIBRETRANSLATE_URL.' }] }).routes);
    expect(await screen.findByText(/No language pair is served on this server\./)).toBeTruthy();
    expect(screen.getByText('LibreTranslate is not available now: The LibreTranslate server cannot be reached (ECONNREFUSED): check SPEECHDECK_LIBRETRANSLATE_URL.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'From' })).toBeNull();
  });
});
