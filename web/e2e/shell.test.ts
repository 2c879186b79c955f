import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestHost } from '@speechdeck/testing';
import { launchChromium, newPage, screenshot } from './support/browser.ts';
import { confirmedUser, copyOfBuild, hidden, login, navbar, startDashboardHost, toast, visible, waitForRoute } from './support/dashboard.ts';

const APP_ADS_LINE = 'ads.example.test, pub-1234567890123456, DIRECT, f08c47fec0942fa0';

let host: TestHost;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  host = await startDashboardHost({ SPEECHDECK_APP_ADS_LINE: APP_ADS_LINE });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

describe('dashboard shell', () => {
  it('redirects the empty path and unknown paths to /home', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await page.goto(`${host.url}/`);
    await waitForRoute(page, '/home');
    await page.goto(`${host.url}/#/no/such/page`);
    await waitForRoute(page, '/home');
    await context.close();
  });

  it('opens the sample modal, and selecting a sample announces it and closes the modal', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await page.goto(`${host.url}/#/home`);
    const tab = page.getByRole('button', { name: 'Sample Audios' });
    await tab.click();
    const dialog = page.getByRole('dialog', { name: 'Select Audio/Video file' });
    await visible(dialog);
    const selectButtons = dialog.getByRole('button', { name: /^Select / });
    // The list loads with the panel's first opening.
    await visible(selectButtons.first());
    expect(await selectButtons.count()).toBe(5);
    expect(await dialog.locator('audio').count()).toBe(4);
    expect(await dialog.locator('video').count()).toBe(1);
    await screenshot(page, '30-sample-modal');

    // Focus stays inside the dialog however far Tab goes.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await hidden(dialog);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sample Audios');

    await tab.click();
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Select English male' }).click();
    await hidden(dialog);
    await toast(page, 'Selected English male');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sample Audios');
    await screenshot(page, '31-sample-selected');
    await context.close();
  });

  it('serves /app-ads.txt as text/plain and shows it on its page', async () => {
    const response = await fetch(`${host.url}/app-ads.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await response.text()).trim()).toBe(APP_ADS_LINE);

    const { context, page } = await newPage(browser, pageErrors);
    await page.goto(`${host.url}/#/app-ads.txt`);
    expect(await (await visible(page.getByTestId('app-ads-line'))).textContent()).toBe(APP_ADS_LINE);
    await screenshot(page, '32-app-ads');
    await context.close();
  });

  it('shows the legal pages and switches to Turkish, remembering the choice', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await page.goto(`${host.url}/#/eula`);
    await visible(page.getByRole('heading', { level: 1 }));
    await screenshot(page, '33-eula');
    await page.goto(`${host.url}/#/privacypolicy`);
    await visible(page.getByRole('heading', { level: 1 }));
    await page.goto(`${host.url}/#/home`);
    await page.getByRole('button', { name: 'Türkçe' }).click();
    await visible(navbar(page).getByRole('link', { name: 'Daha Fazla Bilgi' }));
    await page.reload();
    await visible(page.getByRole('button', { name: 'giriş', exact: true }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    await screenshot(page, '34-home-turkish');
    await context.close();
  });
});

describe('a dashboard whose translation file lacks a key', () => {
  let bare: TestHost;
  let webDir: string;

  beforeAll(async () => {
    webDir = copyOfBuild();
    const file = join(webDir, 'assets/i18n/en.json');
    const messages = JSON.parse(readFileSync(file, 'utf8')) as { nav: Record<string, string> };
    delete messages.nav.learnMore;
    writeFileSync(file, JSON.stringify(messages));
    bare = await startDashboardHost({ SPEECHDECK_WEB_DIR: webDir });
  });
  afterAll(async () => {
    await bare?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('shows the missing key itself (spec §8)', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await page.goto(`${bare.url}/#/home`);
    await visible(navbar(page).getByRole('link', { name: 'nav.learnMore' }));
    await visible(navbar(page).getByRole('link', { name: 'Home', exact: true }));
    await context.close();
  });

  it('says app-ads.txt is not configured when the host has no line', async () => {
    expect((await fetch(`${bare.url}/app-ads.txt`)).status).toBe(404);
    const { context, page } = await newPage(browser, pageErrors);
    await page.goto(`${bare.url}/#/app-ads.txt`);
    await visible(page.getByText('Not configured'));
    await context.close();
  });
});

describe('a tab opened before the dashboard was rebuilt', () => {
  let rebuilt: TestHost;
  let webDir: string;
  /** The old build's files this tab will ask for, gone as after a deploy: Learn More's page and the translation page's words. */
  let gone: string[];
  const USER = { email: 'stale-tab@example.test', password: 'stale tabs all the way' };

  beforeAll(async () => {
    webDir = copyOfBuild();
    const assets = join(webDir, 'assets');
    const files = readdirSync(assets);
    gone = [
      files.find((file) => file.startsWith('learn-more-page-'))!,
      files.find((file) => file.startsWith('messages-') && readFileSync(join(assets, file), 'utf8').includes('mt.pair.swap'))!,
    ];
    for (const file of gone) rmSync(join(assets, file));
    rebuilt = await startDashboardHost({ SPEECHDECK_WEB_DIR: webDir });
    await confirmedUser(rebuilt, USER.email, USER.password);
  });
  afterAll(async () => {
    await rebuilt?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('says a new version is available under the navbar, with Reload, and asks for each missing file once', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const file = gone.find((name) => request.url().endsWith(`/assets/${name}`));
      if (file) asked.set(file, (asked.get(file) ?? 0) + 1);
    });
    const newVersion = page.getByRole('heading', { level: 1, name: 'A new version of speechdeck is available' });

    await page.goto(`${rebuilt.url}/#/home`);
    await navbar(page).getByRole('link', { name: 'Learn More' }).click();
    await visible(newVersion);
    await visible(page.getByRole('button', { name: 'Reload' }));
    await visible(navbar(page).getByRole('link', { name: 'Home', exact: true }));
    expect(await page.getByText(/Unexpected Application Error|Hey developer/).count()).toBe(0);
    await screenshot(page, '35-new-version');

    await login(page, rebuilt, USER.email, USER.password);
    await navbar(page).getByRole('button', { name: 'AI Services' }).click();
    await navbar(page).getByRole('link', { name: 'Translation' }).click();
    await visible(newVersion);
    // Away and back by the menu: the page says it again without asking for the file again.
    await navbar(page).getByRole('link', { name: 'Home', exact: true }).click();
    await waitForRoute(page, '/home');
    await navbar(page).getByRole('button', { name: 'AI Services' }).click();
    await navbar(page).getByRole('link', { name: 'Translation' }).click();
    await visible(newVersion);
    expect(Object.fromEntries(asked)).toEqual(Object.fromEntries(gone.map((file) => [file, 1])));

    // Reload loads the dashboard afresh, which asks for the file again (here it is still gone).
    const again = page.waitForRequest((request) => request.url().endsWith(`/assets/${gone[1]}`));
    await page.getByRole('button', { name: 'Reload' }).click();
    await again;
    await visible(newVersion);
    await context.close();
  });
});
