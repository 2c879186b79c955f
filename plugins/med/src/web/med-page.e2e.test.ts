import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spokenSentence, tempDir, type TestHost } from '@speechdeck/testing';
import { confirmedUser, ENGINE_WAIT_MS, launchChromium, login, mediaState, newPage, screenshot, startDashboardHost, visible, type Browser } from '@speechdeck/web/testing';
import { TEST_LM_TERMS, TEST_MODELS_DIR_NAME, TEST_SENTENCE } from '../server/testing/spoken-sentences.ts';

const USER = { email: 'clinic@example.test', password: 'dictating ward rounds' };
const { dir, remove } = tempDir('med-e2e');
let host: TestHost;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  // The medical models are kept across test runs, as the server tests keep them.
  // pocketsphinx with the medical language model this page's figures were measured with (Whisper, the default, takes the terms as hotwords: plugins/med/README.md).
  host = await startDashboardHost({ SPEECHDECK_MED_MODELS_DIR: join(tmpdir(), TEST_MODELS_DIR_NAME), SPEECHDECK_MED_LM_TERMS: String(TEST_LM_TERMS), SPEECHDECK_ASR_EN: 'pocketsphinx' });
  browser = await launchChromium();
  await confirmedUser(host, USER.email, USER.password);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  remove();
});
afterEach(() => expect(pageErrors).toEqual([]));

describe('#/med', () => {
  it('recognizes a spoken medical sentence: its terms are marked by kind in the transcript and listed, and play from where they are said', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/med`);
    await page.getByLabel('Choose a file').setInputFiles(spokenSentence(dir, 'flite:slt', TEST_SENTENCE, 'ward-round'));
    await page.getByRole('button', { name: 'Recognize medical terms' }).click();

    const table = await visible(page.getByRole('table', { name: 'Terms' }).first(), ENGINE_WAIT_MS);
    const drug = page.locator('.med-text .med-term--drug', { hasText: 'metoprolol' });
    await visible(drug);
    expect(await drug.getAttribute('title')).toBe('Drug: metoprolol');
    expect(await page.locator('.med-text .med-term--condition').allTextContents()).toContain('hypertension');
    await visible(page.getByRole('list', { name: 'Kinds of term' }).getByText(/^Drug: 1 term$/));
    await screenshot(page, 'med-result', { fullPage: true });

    const row = table.getByRole('row').filter({ hasText: 'metoprolol' });
    expect(await row.locator('td').first().textContent()).toBe('Drug');
    const first = await row.locator('td').nth(2).textContent();
    await row.getByRole('button', { name: /^Play “metoprolol” from / }).click();
    // The player starts from the term: first at "0:0s.t" in the table.
    const [, seconds] = /^0:(\d+\.\d)$/.exec(first ?? '') ?? [];
    await page.waitForFunction(() => !document.querySelector<HTMLMediaElement>('audio')?.paused);
    const state = await mediaState(page, 'audio');
    expect(state.currentTime).toBeGreaterThanOrEqual(Number(seconds) - 0.1);
    expect(state.currentTime).toBeLessThan(Number(seconds) + 1.5);
    await context.close();
  });
});
