import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PREFIX } from '@speechdeck/core';
import type { TestHost } from '@speechdeck/testing';
import { launchChromium, newPage, screenshot } from './support/browser.ts';
import { confirmedUser, hidden, login, menuButton, startDashboardHost, toast, visible } from './support/dashboard.ts';

let host: TestHost;
let browser: Browser;
const pageErrors: string[] = [];
const USER = { email: 'keys@example.test', password: 'a keyholder passphrase' };

beforeAll(async () => {
  host = await startDashboardHost();
  browser = await launchChromium();
  await confirmedUser(host, USER.email, USER.password, 'Keyholder');
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

const whoAmIWith = async (key: string) => (await fetch(`${host.url}/user/me`, { headers: { authorization: `Bearer ${key}` } })).status;

describe('API keys page', () => {
  it('creates a key shown once with a copy button, lists it with its last use, and revokes it after confirming', async () => {
    const { context, page } = await newPage(browser, pageErrors, { permissions: ['clipboard-read', 'clipboard-write'] });
    await login(page, host, USER.email, USER.password);
    await menuButton(page, "User's Space").click();
    await page.getByRole('link', { name: 'API keys' }).click();
    await visible(page.getByRole('heading', { name: 'API keys', exact: true }));
    await visible(page.getByText('No keys yet.'));

    const form = page.getByRole('region', { name: 'Create a key' });
    await form.getByRole('button', { name: 'Create key' }).click();
    await visible(form.getByText('Required.'));
    await form.getByLabel('Name').fill('build server');
    await form.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByTestId('new-api-key');
    await visible(shown);
    expect(await shown.textContent()).toContain('it will not be shown again');
    const key = (await page.getByTestId('new-api-key-secret').textContent())!;
    expect(key).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
    await shown.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'The key is copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await screenshot(page, '23-api-key-created');

    const row = page.locator('[data-testid^="api-key-row-"]', { hasText: 'build server' });
    await visible(row);
    expect(await row.textContent()).toContain('Never');
    expect(await page.locator('table').textContent()).not.toContain(key);

    // Done hides the secret for good: the page cannot show it again, and neither can the host.
    await shown.getByRole('button', { name: 'Done' }).click();
    await hidden(shown);
    expect(await page.content()).not.toContain(key);

    expect(await whoAmIWith(key)).toBe(200);
    await page.reload();
    await visible(row);
    expect(await row.textContent()).not.toContain('Never');

    await row.getByRole('button', { name: 'Revoke build server' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this key?' });
    await visible(confirm);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await screenshot(page, '24-api-key-revoke-confirm');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await hidden(row);
    await toast(page, '“build server” was revoked.');
    expect(await whoAmIWith(key)).toBe(401);
    await context.close();
  });
});
