import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDir, type TestHost } from '@speechdeck/testing';
import {
  confirmedUser, controlsOffScreen, ENGINE_WAIT_MS, launchChromium, login, menuLinks, newPage, screenshot, sideways, startDashboardHost, visible, waitForRoute, type Browser,
} from '@speechdeck/web/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { channelSamples, librivoxCall, type CallTurn } from '../server/testing/stereo-fixtures.ts';

/*
 * Issue 11, done when: the Splitter as a user would try it, in headless Chromium against a real
 * host. A telephone call of real recorded speech (the agent on the left, the customer on the
 * right): split, both channels appear as players, one is downloaded and is that channel sample for
 * sample; then both channels are recognized and the merged transcript shows each side by name.
 */
const USER = { email: 'splitter-e2e@example.test', password: 'two sides of a call' };
const work = tempDir('splitter-e2e');
const CALL = join(work.dir, 'support call.wav');
let turns: CallTurn[] = [];
let host: TestHost;
let browser: Browser;
let token = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  turns = await librivoxCall(CALL);
  host = await startDashboardHost();
  browser = await launchChromium();
  ({ token } = await confirmedUser(host, USER.email, USER.password));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
  work.remove();
});
afterEach(() => expect(pageErrors).toEqual([]));

const api = async <T>(path: string): Promise<T> => (await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<T>;

describe('the Splitter page', () => {
  it('splits a stereo call into two players, downloads a channel, and recognizes both channels into one transcript', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    // In the services menu, where it opens the page (no longer "coming soon").
    expect(await menuLinks(page, 'AI Services')).toContain('Splitter');
    await page.goto(`${host.url}/#/splitter`);
    await visible(page.getByRole('heading', { name: 'Splitter', level: 1 }));

    await page.getByLabel('Choose a file').setInputFiles(CALL);
    expect(await (await visible(page.getByTestId('chosen-input'))).textContent()).toBe('support call.wav');
    await page.getByRole('button', { name: 'Split into channels', exact: true }).click();

    // Two players, each with its channel loaded in the browser's audio element.
    const channels = await visible(page.getByTestId('split-channels'), ENGINE_WAIT_MS);
    const callSeconds = turns.at(-1)!.end + 0.7;
    for (const side of ['left', 'right']) {
      const player = channels.getByTestId(`channel-${side}`);
      await visible(player.getByRole('button', { name: `Play the ${side} channel` }));
      expect(await player.textContent()).toContain('16000 Hz · 16-bit mono WAV');
      const audio = `[data-testid="channel-${side}"] audio`;
      await page.waitForFunction((selector) => (document.querySelector<HTMLMediaElement>(selector)?.duration ?? 0) > 0, audio, { timeout: 15_000 });
      expect((await page.locator(audio).evaluate((element: HTMLMediaElement) => element.duration))).toBeCloseTo(callSeconds, 1);
    }
    await screenshot(page, 'splitter-channels', { fullPage: true });

    // The right channel, downloaded: the customer's side, sample for sample.
    const [download] = await Promise.all([page.waitForEvent('download'), channels.getByRole('button', { name: 'Download the right channel' }).click()]);
    expect(download.suggestedFilename()).toBe('support call-right.wav');
    const saved = join(work.dir, 'downloaded-right.wav');
    await download.saveAs(saved);
    expect(await channelSamples(saved, 0)).toEqual(await channelSamples(CALL, 1));

    // Both channels recognized under the names typed, merged by time.
    await page.getByLabel('Name of the left channel').fill('Agent Ann');
    await page.getByRole('button', { name: 'Recognize both channels', exact: true }).click();
    const result = page.getByTestId('call-result');
    await result.waitFor({ state: 'visible', timeout: 90_000 });
    await visible(result.getByRole('heading', { name: 'support call.wav', level: 2 }));
    await visible(result.locator('[data-nav="segment"]').first());
    const speakers = await result.locator('[data-nav="segment"]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    expect(speakers.some((label) => label.includes('Agent Ann'))).toBe(true);
    expect(speakers.some((label) => label.includes('customer'))).toBe(true);
    await screenshot(page, 'splitter-transcript', { fullPage: true });

    // On a 360 px phone the page fits without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await sideways(page, 360)).toEqual([]);
    expect(await controlsOffScreen(page, 360)).toEqual([]);
    await screenshot(page, 'splitter-phone', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // What the page shows is the workspace's result: the agent first, the customer in the middle turn.
    const [saved1] = await api<{ processId: string; fn: string }[]>('/api/elastic/getResponseFromElastic');
    expect(saved1).toMatchObject({ fn: 'support call.wav' });
    const transcript = await api<RecognitionResult>(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${saved1!.processId}`);
    const order = transcript.segments.map((s) => s.spk).filter((spk, i, all) => i === 0 || all[i - 1] !== spk);
    expect(order).toEqual(['Agent Ann', 'customer', 'Agent Ann']);
    const customer = transcript.segments.find((s) => s.spk === 'customer')!;
    expect(customer.start).toBeGreaterThan(turns[1]!.start - 0.5);
    expect(await result.textContent()).toContain(customer.sent);

    await result.getByRole('link', { name: 'Open in the workspace' }).click();
    await waitForRoute(page, '/asr-workspace');
    const file = page.getByTestId('workspace-file').filter({ hasText: 'support call.wav' });
    await visible(file);
    expect((await file.locator('.ws-file__speaker').allTextContents()).sort()).toEqual(['Agent Ann', 'customer']);
    await context.close();
  });
});
