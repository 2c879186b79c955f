import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { joinParts, librivoxClips, samplesOf, tempDir, type TestHost } from '@speechdeck/testing';
import { confirmedUser, fakeMicrophone, launchChromium, login, newPage, screenshot, startDashboardHost, visible, type Browser } from '@speechdeck/web/testing';
import { voskInstalled } from '@speechdeck/engines/vosk';
import type { ResultSummary } from '@speechdeck/plugin-workspace';

/* Issue 12, done when: the words appear live from a fake microphone fed a LibriVox clip, and the saved result is in the workspace. */
const { dir, remove } = tempDir('live-e2e');
const SPEECH = join(dir, 'librivox-two-sentences.wav');
const USER = { email: 'live-page@example.test', password: 'speaking into the page' };
let host: TestHost;
let browser: Browser;
let token = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  // Two sentences with pauses: the first is final while the second is still spoken. Chromium loops the file.
  const clips = librivoxClips().filter((clip) => /0880|0930/.test(clip.id));
  const parts = [];
  for (const clip of clips) parts.push({ label: clip.id, samples: await samplesOf(clip.wav) });
  joinParts(SPEECH, parts, 1.5, 0.8);
  host = await startDashboardHost();
  // One browser for the file, its microphone playing SPEECH; each test's context grants it or not.
  browser = await launchChromium({ args: fakeMicrophone(SPEECH) });
  ({ token } = await confirmedUser(host, USER.email, USER.password));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
  remove();
});
afterEach(() => expect(pageErrors).toEqual([]));

describe('the live workspace page', () => {
  it('shows the words as they are spoken, grey until final, and saves the session to the workspace', async () => {
    const { context, page } = await newPage(browser, pageErrors, { permissions: ['microphone'] });
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/relworkspace`);
    await visible(page.getByRole('heading', { name: 'Live Workspace', level: 1 }));

    const asked = Date.now();
    await page.getByRole('button', { name: 'Start' }).click();
    await visible(page.getByRole('button', { name: 'Stop' }));
    await page.waitForFunction(() => Number(document.querySelector('[role="meter"]')?.getAttribute('aria-valuenow')) > 30, undefined, { timeout: 10_000 });
    // Partial text first, then the final line that replaces it.
    await visible(page.getByTestId('live-partial').filter({ hasText: /\w+/ }));
    await screenshot(page, 'relworkspace-partial');
    const final = await visible(page.getByTestId('live-final').filter({ hasText: /he was not/i }).first());
    expect(await final.textContent()).toMatch(/he was not/i);
    // The session's clock, against its hour: it has run at least 2 s (a sentence was said), and no longer than since Start was clicked.
    const [, clock] = /^0:(\d\d) of 1:00:00$/.exec((await page.getByTestId('live-time').textContent()) ?? '') ?? [];
    expect(Number(clock)).toBeGreaterThanOrEqual(2);
    expect(Number(clock)).toBeLessThanOrEqual((Date.now() - asked) / 1000);
    await screenshot(page, 'relworkspace-live');

    await page.getByRole('button', { name: 'Stop' }).click();
    const saved = await visible(page.getByRole('status').filter({ hasText: /Saved as “Live session \d{4}-\d\d-\d\d \d\d:\d\d” in the ASR workspace\./ }));
    const name = /“(.+)”/.exec((await saved.textContent()) ?? '')![1]!;
    // The saved lines are punctuated, as the workspace keeps them.
    // Both sentences start so: a slow machine may have let the second one end before Stop too.
    await visible(page.getByTestId('live-final').filter({ hasText: /^0:0\d\s*He was not/ }).first());
    await screenshot(page, 'relworkspace-saved');

    const results = (await (await fetch(`${host.url}/api/elastic/getResponseFromElastic`, { headers: { authorization: `Bearer ${token}` } })).json()) as ResultSummary[];
    const result = results.find((r) => r.fn === name)!;
    // The default live engine: Vosk where its model is installed.
    expect(result).toMatchObject({ status: 'done', engine: `${voskInstalled(host.app.models) ? 'vosk' : 'pocketsphinx'} (live)`, language: 'en' });
    expect(result.duration).toBeGreaterThan(2);
    expect(result.preview).toMatch(/He was not/);

    await page.getByRole('link', { name: 'Open the ASR workspace' }).click();
    await visible(page.getByText(name).first());
    await context.close();
  }, 90_000);

  it('keeps in the saved session the words on screen at Stop, the grey ones of the sentence in progress too (issue 26)', async () => {
    const { context, page } = await newPage(browser, pageErrors, { permissions: ['microphone'] });
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/relworkspace`);
    await page.getByRole('button', { name: 'Start' }).click();
    // Stop while a sentence is still being spoken: five of its words shown grey, not yet final.
    const partial = await visible(page.getByTestId('live-partial').filter({ hasText: /(\w+\W+){4}\w+/ }), 60_000);
    const finals = (await page.getByTestId('live-final').allTextContents()).join(' ');
    const grey = (await partial.textContent()) ?? '';
    await page.getByRole('button', { name: 'Stop' }).click();
    const saved = await visible(page.getByRole('status').filter({ hasText: /Saved as “.+” in the ASR workspace\./ }));
    const name = /“(.+)”/.exec((await saved.textContent()) ?? '')![1]!;
    const get = async <T>(path: string) => (await (await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
    const [summary] = await get<ResultSummary[]>(`/api/elastic/getResponseByFn?fn=${encodeURIComponent(name)}`);
    const result = await get<{ segments: { sent: string }[] }>(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${summary!.processId}`);
    const words = (text: string): string[] => text.toLowerCase().match(/[a-z']+/g) ?? [];
    // What the saved text holds beyond the lines that were final on screen, each word matched once.
    const rest = words(result.segments.map((segment) => segment.sent).join(' '));
    const take = (word: string) => {
      const at = rest.indexOf(word);
      if (at >= 0) rest.splice(at, 1);
      return at >= 0;
    };
    words(finals).forEach(take);
    // A final may rewrite much of the grey guess (pocketsphinx's last pass: "it was not the old style is young" was saved as "He was
    // not the oldest those young men."): the sentence is kept when a good part of its words are; a lost one keeps none.
    const greyWords = words(grey);
    expect(greyWords.filter(take).length, `grey at Stop: ${grey}; saved: ${result.segments.map((segment) => segment.sent).join(' ')}`).toBeGreaterThanOrEqual(Math.ceil(greyWords.length * 0.4));
    await context.close();
  }, 90_000);

  it('says how to allow the microphone when the browser refuses it', async () => {
    // A context that was not granted the microphone: headless Chromium answers the page's request with a refusal.
    const { context, page } = await newPage(browser, pageErrors);
    try {
      await login(page, host, USER.email, USER.password);
      await page.goto(`${host.url}/#/relworkspace`);
      await page.getByRole('button', { name: 'Start' }).click();
      await visible(page.getByText('The microphone was not allowed. Allow it for this site in the browser’s settings, then press Start again.'));
      await visible(page.getByRole('button', { name: 'Start' }));
    } finally {
      await context.close();
    }
  }, 60_000);
});
