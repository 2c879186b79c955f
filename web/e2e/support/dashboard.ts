import type { Locator, Page } from 'playwright-core';
import { createAccountsClient, createHttpClient } from '@speechdeck/core';
import { startTestHost, type TestHost } from '@speechdeck/server/testing';
import { assertBuilt, WEB_DIST } from './paths.ts';

/** A real API host on a loopback port serving the built dashboard. */
export function startDashboardHost(env: Record<string, string> = {}): Promise<TestHost> {
  assertBuilt();
  return startTestHost({ SPEECHDECK_WEB_DIR: WEB_DIST, ...env });
}

/** Waits until the hash route is `route` (e.g. '/home'), query ignored. */
export async function waitForRoute(page: Page, route: string): Promise<void> {
  await page.waitForFunction((expected) => window.location.hash.split('?')[0] === `#${expected}`, route, { timeout: 15_000 });
}

export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout: 15_000 });
  return locator;
}

export async function hidden(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout: 15_000 });
}

export async function login(page: Page, host: TestHost, email: string, password: string): Promise<void> {
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
  // It slides in: let the entry animation end so a screenshot shows it in place.
  await found.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  return found;
}

/** The navbar (the page's banner), where the menus live, whatever the language. */
export const navbar = (page: Page) => page.getByRole('banner');

/** A registered and confirmed account, made over the API, for tests that are not about registering. */
export async function confirmedUser(host: TestHost, email: string, password: string, firstName = 'Test'): Promise<void> {
  const accounts = createAccountsClient(createHttpClient({ baseURL: host.url, adapter: 'http' }), { log: () => {} });
  await accounts.register({ email, password, matchingPassword: password, firstName, lastName: 'User' });
  await accounts.confirmRegistration(host.lastMailTo(email).token!);
}
