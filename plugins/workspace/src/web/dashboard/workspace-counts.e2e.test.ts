import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestHost } from '@speechdeck/testing';
import { confirmedUser, launchChromium, login, newPage, recognizedFile, screenshot, startDashboardHost, visible, type Browser } from '@speechdeck/web/testing';

const CLIP = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';
const USER = { email: 'counts@example.test', password: 'counting all the files' };
let host: TestHost;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  host = await startDashboardHost();
  browser = await launchChromium();
  const { token } = await confirmedUser(host, USER.email, USER.password);
  await recognizedFile(host, token, CLIP, 'chapter-one.wav');
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
afterEach(() => expect(pageErrors).toEqual([]));

describe('the dashboard', () => {
  it('shows what the user has: files, minutes recognized and recent jobs', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/dashboard`);
    await expect((await visible(page.getByTestId('dashboard-files'))).textContent()).resolves.toBe('1');
    await expect(page.getByTestId('dashboard-minutes').textContent()).resolves.toBe('0.1');
    await expect(page.getByTestId('dashboard-recent').textContent()).resolves.toMatch(/chapter-one\.wav · done/);
    await screenshot(page, 'dashboard-counts');
    await context.close();
  });
});
