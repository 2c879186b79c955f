import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, type TestHost } from '@speechdeck/testing';
import { launchChromium, newPage, screenshot } from './support/browser.ts';
import { confirmedUser, hidden, login, startDashboardHost, toast, visible } from './support/dashboard.ts';

let host: TestHost;
let browser: Browser;
const pageErrors: string[] = [];
const USER = { email: 'user@example.test', password: 'an ordinary passphrase' };

beforeAll(async () => {
  host = await startDashboardHost();
  browser = await launchChromium();
  await confirmedUser(host, USER.email, USER.password, 'Ordinary');
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

describe('admin Users page', () => {
  it('refuses a non-admin with a 403 page', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/admin/users`);
    await visible(page.getByRole('heading', { name: 'Not allowed' }));
    expect(await page.getByRole('heading', { name: 'Users' }).count()).toBe(0);
    await screenshot(page, '20-admin-users-forbidden');
    await context.close();
  });

  it('lets the admin add a user, change their role and delete them after confirming', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(`${host.url}/#/admin/users`);
    await visible(page.getByRole('heading', { name: 'Users', exact: true }));
    await visible(page.getByTestId(`user-row-${USER.email}`));

    const added = 'added@example.test';
    const form = page.getByRole('region', { name: 'Add a user' });
    await form.getByLabel('E-mail').fill(added);
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Add user' }).click();
    await visible(form.getByText('Must be at least 8 characters.'));
    await form.getByLabel('Password').fill('a brand new passphrase');
    await form.getByRole('button', { name: 'Add user' }).click();
    await toast(page, `${added} was added.`);
    const row = page.getByTestId(`user-row-${added}`);
    await visible(row);
    expect(await row.textContent()).toContain('User');
    await screenshot(page, '21-admin-users');

    await row.getByRole('button', { name: `Edit ${added}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${added}` });
    await visible(edit);
    await edit.getByLabel('Role').selectOption({ label: 'Administrator' });
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await hidden(edit);
    await page.waitForFunction((email) => document.querySelector(`[data-testid="user-row-${email}"]`)?.textContent?.includes('Administrator'), added);
    expect(await row.textContent()).toContain('Inactive');

    await row.getByRole('button', { name: `Delete ${added}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this user?' });
    await visible(confirm);
    // Focus starts on Cancel, so Enter alone never deletes anyone.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await screenshot(page, '22-admin-delete-confirm');
    await page.keyboard.press('Escape');
    await hidden(confirm);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Delete ${added}`);

    await row.getByRole('button', { name: `Delete ${added}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await hidden(row);
    await toast(page, `${added} was deleted.`);
    await context.close();
  });
});
