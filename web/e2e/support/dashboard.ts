import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { createAccountsClient, createHttpClient } from '@speechdeck/core';
import { servicePlugins } from '@speechdeck/server/plugins';
import { startTestHost, uploadTo, type TestHost } from '@speechdeck/testing';
import { screenshot } from './browser.ts';
import { assertBuilt, WEB_DIST } from './paths.ts';

/**
 * A real API host on a loopback port, with every plugin the host lists, serving the built dashboard.
 * It serves a copy of the build, so a `pnpm build` running meanwhile (it empties web/dist first)
 * cannot pull files from under a test.
 */
export async function startDashboardHost(env: Record<string, string> = {}): Promise<TestHost> {
  const webDir = env.SPEECHDECK_WEB_DIR ?? copyOfBuild();
  const host = await startTestHost({ plugins: servicePlugins, env: { ...env, SPEECHDECK_WEB_DIR: webDir } });
  const close = host.close.bind(host);
  return Object.assign(host, {
    async close() {
      await close();
      if (webDir !== env.SPEECHDECK_WEB_DIR) rmSync(webDir, { recursive: true, force: true });
    },
  });
}

/** A private copy of web/dist in a temp dir; the caller removes it. */
export function copyOfBuild(): string {
  assertBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'speechdeck-web-'));
  cpSync(WEB_DIST, dir, { recursive: true });
  return dir;
}

/** Waits until the hash route is `route` (e.g. '/home'), query ignored. */
export async function waitForRoute(page: Page, route: string): Promise<void> {
  try {
    await page.waitForFunction((expected) => window.location.hash.split('?')[0] === `#${expected}`, route, { timeout: 15_000 });
  } catch (error) {
    // Say where the page is and what it told the person, not only that the wait ran out.
    const toasts = await page.locator('.Toastify__toast').allTextContents();
    await screenshot(page, `failed-wait-for-${route.replace(/\W+/g, '-')}`);
    throw new Error(`expected route ${route}, still at ${await page.evaluate(() => window.location.hash)}; toasts: ${JSON.stringify(toasts)}`, { cause: error });
  }
}

/**
 * How long a page may take to show a real engine's answer (recognition, spotting, synthesis,
 * translation, entities, a split): such work takes several times longer on a busy 2-core machine,
 * with another test file's browser and host beside it, than alone. A wait for a condition ends as
 * soon as it holds, so a long bound costs nothing when the answer comes sooner.
 */
export const ENGINE_WAIT_MS = 90_000;

/** Waits until `locator` is visible (15 s, or `timeout`: ENGINE_WAIT_MS for an engine's answer). */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

export async function hidden(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout: 15_000 });
}

/** Logs in through the login page of `host` (a test host, or any origin serving the dashboard: a balancer in front of hosts). */
export async function login(page: Page, host: Pick<TestHost, 'url'>, email: string, password: string): Promise<void> {
  await page.goto(`${host.url}/#/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await waitForRoute(page, '/home');
}

export const menuButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The links of an open navbar dropdown, in order. */
export async function menuLinks(page: Page, name: string): Promise<string[]> {
  const button = menuButton(page, name);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await visible(list);
  const links = await list.getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  return links;
}

/** Waits for a toast that says `text`. */
export async function toast(page: Page, text: string | RegExp): Promise<Locator> {
  const found = await visible(page.locator('.Toastify__toast', { hasText: text }).first());
  // It slides in: let the entry animation end so a screenshot shows it in place. Its own animation
  // only: the progress bar inside it runs for the toast's whole life.
  await found.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return found;
}

/** The navbar (the page's banner), where the menus live, whatever the language. */
export const navbar = (page: Page) => page.getByRole('banner');

/** A session token for an account, as the login page would get it. */
export async function sessionToken(host: TestHost, email: string, password: string): Promise<string> {
  return (await accountsOf(host).login(email, password)).jwtToken;
}

/** Registers and confirms `email` through the API, as a person would by the mailed link; answers a session token. */
export async function confirmedUser(host: TestHost, email: string, password: string, firstName = 'Test'): Promise<{ token: string }> {
  const accounts = accountsOf(host);
  await accounts.register({ email, password, matchingPassword: password, firstName, lastName: 'User' });
  await accounts.confirmRegistration((await host.mailTo(email)).token!);
  return { token: await sessionToken(host, email, password) };
}

/** Recognizes `file` for the token's user, before a test opens the dashboard on it; answers the result. */
export async function recognizedFile(host: TestHost, token: string, file: string, name: string, query = ''): Promise<RecognizedFile> {
  const { status, body } = await uploadTo(`${host.url}/api/stt/recognize${query}`, token, file, name);
  if (status !== 200) throw new Error(`recognizing ${name} answered ${status}: ${JSON.stringify(body)}`);
  return body as unknown as RecognizedFile;
}

export interface RecognizedFile {
  processId: string;
  segments: { sent: string }[];
}

const accountsOf = (host: TestHost) => createAccountsClient(createHttpClient({ baseURL: host.url, adapter: 'http' }), { log: () => {} });
