import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestHost } from '@speechdeck/testing';
import {
  confirmedUser, ENGINE_WAIT_MS, launchChromium, login, mediaState, newPage, recognizedFile, screenshot, startDashboardHost, visible, type Browser,
} from '@speechdeck/web/testing';
import { FOUR_SEGMENT_CLIP } from '../server/testing/mt-host.ts';

const USER = { email: 'translator@example.test', password: 'translating every word' };
const RESULT_AUDIO = '.mt-result audio';
let host: TestHost;
let browser: Browser;
let token = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  // The engines without models (pocketsphinx, the MFCC diarizer) cut FOUR_SEGMENT_CLIP into the four
  // speakers' segments this test translates one by one; GE2E rightly hears its one reader as one.
  host = await startDashboardHost({ SPEECHDECK_MODELS: 'none' });
  browser = await launchChromium();
  ({ token } = await confirmedUser(host, USER.email, USER.password));
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
afterEach(() => expect(pageErrors).toEqual([]));

const timecodes = (subtitles: string) => subtitles.split('\n').filter((line) => line.includes(' --> '));

describe('Translation on /mt (real apertium)', () => {
  it('translates typed English into Spanish, shown beside the original', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/mt`);
    await visible(page.getByRole('combobox', { name: 'From' }));
    expect(await page.getByRole('combobox', { name: 'From' }).inputValue()).toBe('en');
    expect(await page.getByRole('combobox', { name: 'To' }).inputValue()).toBe('es');
    await page.getByRole('textbox', { name: 'Text to translate' }).fill('The house is very old.\n\nMy friend lives in Barcelona.');
    await page.getByRole('button', { name: 'Translate' }).click();

    const result = await visible(page.getByRole('region', { name: 'Translation' }), ENGINE_WAIT_MS);
    const translated = (await result.getByTestId('mt-translated-text').textContent())!;
    expect(translated).toMatch(/casa/i);
    expect(translated).toMatch(/viej/i);
    expect(translated.split('\n\n')).toHaveLength(2);
    await visible(result.getByText('Translated by Apertium (on this server).'));
    await screenshot(page, 'mt-text');
    await context.close();
  });

  it('translates a transcript of the workspace, plays a segment from its time, and downloads Spanish subtitles at the original times', async () => {
    const { processId } = await recognizedFile(host, token, FOUR_SEGMENT_CLIP, 'reunión.wav', '?isDiarize=true');
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/mt`);
    await page.getByRole('tab', { name: 'Transcript' }).click();
    await (await visible(page.getByRole('combobox', { name: 'Transcript to translate' }))).selectOption(processId);
    await page.getByRole('button', { name: 'Translate' }).click();

    const result = await visible(page.getByRole('region', { name: 'Translation' }), ENGINE_WAIT_MS);
    const table = await visible(result.getByRole('table', { name: 'Segments of reunión.wav, original and translated' }));
    const rows = table.getByTestId('mt-segment');
    expect(await rows.count()).toBe(4);
    const cells = await rows.evaluateAll((all) => all.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
    expect(cells.map((row) => row[1])).toEqual(['S1', 'S2', 'S3', 'S4']);
    // Each segment translated on its own: a translation for every original, none the same.
    expect(cells.every((row) => row[3]!.trim() !== '' && row[3] !== row[2])).toBe(true);
    await screenshot(page, 'mt-transcript');

    // The third segment's time plays the recording from there.
    const third = rows.nth(2).getByRole('button', { name: /^Play from / });
    await third.click();
    await page.waitForFunction((selector) => {
      const audio = document.querySelector<HTMLMediaElement>(selector);
      return audio && !audio.paused && audio.currentTime > 0;
    }, RESULT_AUDIO, { timeout: 15_000 });
    const { currentTime } = await mediaState(page, RESULT_AUDIO);
    const start = Number((await third.textContent())!.split(':')[1]);
    expect(currentTime).toBeGreaterThanOrEqual(start - 0.1);
    expect(currentTime).toBeLessThan(start + 2);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('group', { name: 'Download' }).getByRole('button', { name: 'Download as SRT' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('reunion.es.srt');
    const srt = readFileSync((await download.path())!, 'utf8');
    const original = await (await fetch(`${host.url}/api/stt/export/${processId}?format=srt`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(timecodes(srt)).toEqual(timecodes(original));
    for (const [index, row] of cells.entries()) expect(srt).toContain(`S${index + 1}: ${row[3]!.split(' ').slice(0, 2).join(' ')}`);
    await context.close();
  });
});
