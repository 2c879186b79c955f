import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { servicePlugins } from '@speechdeck/server/plugins';
import { startTestHost, type TestHost } from '@speechdeck/testing';
import { confirmedUser, copyOfBuild, ENGINE_WAIT_MS, launchChromium, login, mediaState, newPage, screenshot, visible, type Browser } from '@speechdeck/web/testing';
import { resultsAccess, seedTranscript, spokenSegment } from '../server/testing/seed-transcript.ts';

const USER = { email: 'names@example.test', password: 'naming every place' };
let host: TestHost;
let webDir = '';
let browser: Browser;
const access = resultsAccess();
const pageErrors: string[] = [];

beforeAll(async () => {
  // The dashboard's host (every plugin, a copy of the build), with access to its results store to seed the transcript.
  webDir = copyOfBuild();
  host = await startTestHost({ plugins: [...servicePlugins, access.plugin], env: { SPEECHDECK_WEB_DIR: webDir } });
  browser = await launchChromium();
  await confirmedUser(host, USER.email, USER.password);
  const [{ id }] = (await host.query('SELECT id FROM users WHERE email = ?', USER.email)) as [{ id: number }];
  await seedTranscript(host, access.store(), id, 'call-9', 'call.wav', 'en', [
    spokenSegment(0, 0, 'good morning this is john smith from chicago'),
    spokenSegment(1, 5, 'we paid twenty five dollars to microsoft on friday'),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  if (webDir) rmSync(webDir, { recursive: true, force: true });
});
afterEach(() => expect(pageErrors).toEqual([]));

describe('#/namerecognition', () => {
  it('marks the entities of a transcript by type, plays one when clicked, and finds its segment in the workspace', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/namerecognition`);
    await page.getByRole('radio', { name: 'A transcript' }).check();
    await page.getByLabel('Transcript', { exact: true }).selectOption('call-9');
    await page.getByRole('button', { name: 'Find entities' }).click();

    const microsoft = await visible(page.locator('.ner-text .ner-type--ORGANIZATION', { hasText: 'microsoft' }), ENGINE_WAIT_MS);
    expect(await microsoft.getAttribute('title')).toBe('Organization: microsoft');
    expect(await page.locator('.ner-text .ner-type--PERSON').allTextContents()).toEqual(['john smith']);
    await visible(page.getByRole('list', { name: 'Types' }).getByText('Money: 1'));
    // Readable on the dark theme: the entity's text stays light.
    expect(await microsoft.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    await screenshot(page, 'ner-transcript', { fullPage: true });

    // "microsoft" is word 5 of the second segment, which starts at 5 s (0.5 s a word): 7 s.
    await microsoft.click();
    await page.waitForFunction(() => {
      const audio = document.querySelector<HTMLMediaElement>('audio');
      return audio !== null && !audio.paused;
    });
    const state = await mediaState(page, 'audio');
    expect(state.currentTime).toBeGreaterThanOrEqual(6.9);
    expect(state.currentTime).toBeLessThan(8.5);

    await page.getByLabel('Type', { exact: true }).selectOption('PERSON');
    await page.getByLabel('Entity text').fill('john');
    await page.getByRole('button', { name: 'Search' }).click();
    const hits = await visible(page.getByRole('list', { name: 'Segments found' }));
    expect(await hits.getByRole('button').allTextContents()).toEqual([expect.stringContaining('good morning this is john smith from chicago')]);
    await context.close();
  });
});
