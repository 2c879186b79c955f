import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestHost } from '@speechdeck/testing';
import { launchChromium, newPage, screenshot } from './support/browser.ts';
import { confirmedUser, hidden, login, startDashboardHost, visible } from './support/dashboard.ts';

/*
 * Issue 8, item 15: the samples on a host without a Turkish recognizer (SPEECHDECK_ASR_TR=none: a
 * fresh install with the models recognizes Turkish with Whisper base) and on one with a server for it.
 * The panel and the speech page say which languages this host recognizes before anything is
 * uploaded, and the refusal of one it does not is worded for the person, with the operator's details
 * folded away. That the English sample is a real recording that comes back as its text is checked
 * where the page recognizes it (speech-workspace.test.ts), so it is recognized once, not twice.
 */
const USER = { email: 'sampler@example.test', password: 'sampling the samples' };

let fresh: TestHost;
let withTurkish: TestHost;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  await Promise.all([
    startDashboardHost({ SPEECHDECK_ASR_TR: 'none' }).then((started) => (fresh = started)),
    // A Turkish recognizer configured (never called here: the panel only asks which languages are served).
    startDashboardHost({ SPEECHDECK_ASR_TR: 'openai', SPEECHDECK_OPENAI_ASR_URL: 'http://127.0.0.1:9' }).then((started) => (withTurkish = started)),
  ]);
  browser = await launchChromium();
  await confirmedUser(fresh, USER.email, USER.password, 'Sampler');
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([fresh?.close(), withTurkish?.close()]);
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

describe('the sample media', () => {
  it('the panel says of each sample whether this host recognizes its language', async () => {
    for (const [host, turkish] of [[fresh, /^! Turkish: not recognized on this server yet/], [withTurkish, /^✓ Turkish: recognized on this server\.$/]] as const) {
      const { context, page } = await newPage(browser, pageErrors);
      await page.goto(`${host.url}/#/home`);
      await page.getByRole('button', { name: 'Sample Audios' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select Audio/Video file' });
      const notes = dialog.getByTestId('sample-language');
      await visible(notes.first());
      expect(await notes.allTextContents()).toEqual([
        expect.stringMatching(/^✓ English: recognized on this server\.$/), expect.stringMatching(turkish), expect.stringMatching(turkish), expect.stringMatching(turkish),
        expect.stringMatching(/^✓ English: recognized on this server\.$/),
      ]);
      if (host === fresh) await screenshot(page, '33-sample-panel-languages');
      await context.close();
    }
  });

  it('a Turkish sample on a host without Turkish: warned before the upload, refused in words for a person', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, fresh, USER.email, USER.password);
    await page.goto(`${fresh.url}/#/speech`);
    const language = page.getByRole('combobox', { name: 'Language' });
    // What is served comes first; the rest are marked.
    await page.locator('optgroup[label="Recognized on this server"]').waitFor({ state: 'attached' });
    expect(await page.locator('optgroup[label="Recognized on this server"] option').allTextContents()).toEqual(['English (en)']);
    // Sorted by name within its group.
    const notSetUp = await page.locator('optgroup[label="Not set up on this server"] option').allTextContents();
    expect(notSetUp).toContain('Turkish (tr) · not available here');
    expect(notSetUp).toEqual([...notSetUp].sort(new Intl.Collator('en').compare));

    await page.getByRole('button', { name: 'Sample Audios' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Audio/Video file' });
    await dialog.getByRole('button', { name: 'Select Turkish male sports news' }).click();
    await hidden(dialog);
    await visible(page.getByTestId('chosen-input').getByText('Turkish male sports news'));
    expect(await language.inputValue()).toBe('tr');
    const warning = await visible(page.getByTestId('language-not-served'));
    expect(await warning.textContent()).toMatch(/^Turkish \(tr\) is not recognized on this server yet/);

    await page.getByRole('button', { name: 'Recognize', exact: true }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await visible(alert);
    expect(await alert.locator('strong').textContent()).toBe('Turkish (tr) speech cannot be recognized on this server yet.');
    expect(await alert.textContent()).toContain('ask whoever runs it to add a recognizer');
    // The settings to change are there for the operator, folded away.
    const operator = alert.getByText(/SPEECHDECK_ASR_TR/);
    expect(await operator.isVisible()).toBe(false);
    await alert.getByText('Details for the operator').click();
    await visible(operator);
    await alert.scrollIntoViewIfNeeded();
    await screenshot(page, '52-speech-turkish-refused');
    // Said once, where it happened: no toast repeats it (one would be up within a second).
    await page.waitForTimeout(1000);
    expect(await page.locator('.Toastify__toast', { hasText: /recognized|SPEECHDECK/ }).count()).toBe(0);
    await context.close();
  });
});
