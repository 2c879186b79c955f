import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { librivoxClips, tempDir, type TestHost } from '@speechdeck/testing';
import {
  confirmedUser, controlsOffScreen, ENGINE_WAIT_MS, launchChromium, login, mediaState, newPage, screenshot, sideways, startDashboardHost, visible, type Browser,
} from '@speechdeck/web/testing';
import { alignTranscript } from '../../server/evaluation/testing/forced-alignment.ts';

const USER = { email: 'spotter@example.test', password: 'spotting words in audio' };
const clip = librivoxClips().find((c) => c.id.endsWith('-0870'))!;
const RESULT_AUDIO = '[data-testid="kws-spot-result"] audio';
const work = tempDir('kws-e2e');
let host: TestHost;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  host = await startDashboardHost();
  browser = await launchChromium();
  await confirmedUser(host, USER.email, USER.password);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  work.remove();
});
afterEach(() => expect(pageErrors).toEqual([]));

describe('Spot in audio on /kws', () => {
  it('uploads a clip, takes a keyword typed as a chip, shows where it is said, and plays from that hit', async () => {
    const dashwood = alignTranscript(clip.wav, clip.reference, work.dir)!.find((word) => word.w === 'dashwood')!;
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/kws`);
    await visible(page.getByRole('heading', { name: 'Analyze Results', level: 1 }));
    await page.getByRole('tab', { name: 'Spot in audio' }).click();

    await page.getByLabel('Choose a file').setInputFiles(clip.wav);
    await visible(page.getByTestId('chosen-input').getByText(`${clip.id}.wav`));
    const input = page.getByLabel('Add a keyword');
    await input.fill('dashwood');
    await input.press('Enter');
    await input.fill('elephant,');
    await visible(page.getByTestId('kws-keyword-chip').filter({ hasText: 'elephant' }));
    expect(await page.getByTestId('kws-keyword-chip').allTextContents()).toEqual(['dashwood×', 'elephant×']);
    await screenshot(page, 'kws-spot-chips');
    await page.getByRole('button', { name: 'Spot keywords' }).click();

    const result = await visible(page.getByTestId('kws-spot-result'), ENGINE_WAIT_MS);
    await visible(result.getByText('1 hit of 2 keywords in 0:07 of audio'));
    const figure = result.getByRole('group', { name: 'Hits on a time axis, one row per keyword' });
    expect(await figure.getByTestId('kws-spot-row').count()).toBe(2);
    const mark = figure.getByRole('button', { name: /^Play “dashwood” from 0:0/ });
    await visible(mark);
    const rows = result.getByTestId('kws-hit-row');
    expect(await rows.count()).toBe(1);
    await mark.hover();
    await visible(page.locator('.kws-tooltip'));
    await screenshot(page, 'kws-spot-result');

    // Played from the hit: a moment before where the alignment says the word starts.
    await result.getByRole('button', { name: /^Play “dashwood” from/ }).last().click();
    await page.waitForFunction((selector) => {
      const audio = document.querySelector<HTMLMediaElement>(selector);
      return audio && !audio.paused && audio.currentTime > 0;
    }, RESULT_AUDIO, { timeout: 15_000 });
    const { currentTime } = await mediaState(page, RESULT_AUDIO);
    expect(currentTime).toBeGreaterThan(dashwood.start - 0.6);
    expect(currentTime).toBeLessThan(dashwood.end + 1.5);
    await screenshot(page, 'kws-spot-playing');
    await context.close();
  });

  it('fits a 360 px phone in Turkish, the chips, the timeline and the table included', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, host, USER.email, USER.password);
    await page.getByRole('button', { name: 'Türkçe' }).click();
    await page.goto(`${host.url}/#/kws`);
    await page.getByRole('tab', { name: 'Seste bul' }).click();
    await page.getByLabel('Dosya seçin').setInputFiles(clip.wav);
    await page.getByLabel('Anahtar sözcük ekleyin').fill('dashwood, prudently, ill disposed,');
    await page.getByRole('button', { name: 'Anahtar sözcükleri bul' }).click();
    await visible(page.getByTestId('kws-spot-result').getByTestId('kws-hit-row').first(), ENGINE_WAIT_MS);
    await screenshot(page, 'kws-spot-phone-tr', { fullPage: true });
    expect(await sideways(page, 360)).toEqual([]);
    expect(await controlsOffScreen(page, 360)).toEqual([]);
    await context.close();
  });
});
