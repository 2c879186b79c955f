import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { librivoxClips, TEST_ADMIN, type TestHost } from '@speechdeck/testing';
import { createShellRegistry } from '../src/app/registry.ts';
import { SHELL_PATHS } from '../src/app/shell-paths.ts';
import { launchChromium, newPage, screenshot } from './support/browser.ts';
import { login, recognizedFile, sessionToken, startDashboardHost, visible } from './support/dashboard.ts';
import { controlsOffScreen, restingBox, sampleTabOverlaps, settle, sideways } from './support/layout-checks.ts';

/*
 * Issue 8, item 14: every route of the shell on a 360 px phone, logged out and logged in with data
 * in the workspace, fits the screen without sideways scrolling, and the fixed 'Sample Audios' tab
 * covers no control at any scroll position.
 */
const PHONE = { width: 360, height: 740 };
/** Long enough to need wrapping on a phone, as real recordings' names often are. */
const LONG_NAME = 'quarterly-all-hands-meeting-recording-with-the-whole-engineering-department.wav';
const ROUTES = [...SHELL_PATHS, ...createShellRegistry().routes.map((route) => route.path)];

let host: TestHost;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  host = await startDashboardHost();
  browser = await launchChromium();
  const token = await sessionToken(host, TEST_ADMIN.email, TEST_ADMIN.password);
  const clip = librivoxClips()[0]!;
  // Side by side: each is its own job.
  await Promise.all([LONG_NAME, 'short.wav'].map((name) => recognizedFile(host, token, clip.wav, name, '?isDiarize=true&oa=true')));
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

async function phonePage() {
  const { context, page } = await newPage(browser, pageErrors);
  await page.setViewportSize(PHONE);
  return { context, page };
}

/** Every problem one route has on the phone, as lines that name it. */
async function problemsOf(page: Page, route: string, state: string): Promise<string[]> {
  await page.goto(`${host.url}/#/${route}`);
  await settle(page);
  await screenshot(page, `narrow-${state}-${route.replace(/\W+/g, '-')}`, { fullPage: true });
  return [
    ...(await sideways(page, PHONE.width)).map((problem) => `${state} #/${route}: ${problem}`),
    ...(await controlsOffScreen(page, PHONE.width)).map((problem) => `${state} #/${route}: ${problem}`),
    ...(await sampleTabOverlaps(page)).map((problem) => `${state} #/${route}: ${problem}`),
  ];
}

describe('the dashboard on a 360 px phone', () => {
  it('fits every route logged out, and the sample tab covers nothing', async () => {
    const { context, page } = await phonePage();
    const problems: string[] = [];
    for (const route of ROUTES) problems.push(...await problemsOf(page, route, 'logged-out'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits every route logged in, with results in the workspace', async () => {
    const { context, page } = await phonePage();
    await login(page, host, TEST_ADMIN.email, TEST_ADMIN.password);
    const problems: string[] = [];
    for (const route of ROUTES) problems.push(...await problemsOf(page, route, 'logged-in'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits every route logged in in Turkish, whose words run longer', async () => {
    const { context, page } = await phonePage();
    await login(page, host, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Türkçe' }).click();
    await visible(page.getByRole('button', { name: 'çıkış', exact: true }));
    const problems: string[] = [];
    for (const route of ROUTES) problems.push(...await problemsOf(page, route, 'turkish'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the navbar menus and the sample panel within the screen', async () => {
    const { context, page } = await phonePage();
    await login(page, host, TEST_ADMIN.email, TEST_ADMIN.password);
    for (const menu of ['AI Services', "User's Space"]) {
      const button = page.getByRole('button', { name: menu, exact: true });
      await button.click();
      const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await visible(list);
      const box = await restingBox(list);
      expect(box.x, menu).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, menu).toBeLessThanOrEqual(PHONE.width);
      expect(await sideways(page, PHONE.width), menu).toEqual([]);
      await screenshot(page, `narrow-menu-${menu.replace(/\W+/g, '-').toLowerCase()}`);
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'Sample Audios' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Audio/Video file' });
    await visible(dialog.getByRole('button', { name: 'Select English male' }));
    const box = await restingBox(dialog);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await sideways(page, PHONE.width)).toEqual([]);
    await screenshot(page, 'narrow-sample-panel');
    await context.close();
  });

  it('fits the workspace with a search and an open result, and its search field and Delete buttons are on screen', async () => {
    const { context, page } = await phonePage();
    await login(page, host, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(`${host.url}/#/asr-workspace`);
    const search = page.getByRole('search', { name: 'Search' });
    await search.getByRole('searchbox', { name: 'Search for' }).fill('dashwood');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(page.getByText(/results? for “dashwood”/));
    await page.getByTestId('workspace-file').first().locator('.ws-file__open').click();
    await visible(page.getByRole('list', { name: 'Transcript' }));
    await settle(page);
    await screenshot(page, 'narrow-logged-in-asr-workspace-open', { fullPage: true });
    expect(await search.getByRole('searchbox', { name: 'Search for' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: `Delete ${LONG_NAME}` }).isVisible()).toBe(true);
    expect(await controlsOffScreen(page, PHONE.width)).toEqual([]);
    expect(await sideways(page, PHONE.width)).toEqual([]);
    expect(await sampleTabOverlaps(page)).toEqual([]);
    await context.close();
  });
});
