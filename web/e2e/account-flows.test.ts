import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsClient, createHttpClient } from '@speechdeck/core';
import type { TestHost } from '@speechdeck/testing';
import { launchChromium, newPage, screenshot } from './support/browser.ts';
import { confirmedUser, hidden, login, menuButton, menuLinks, navbar, startDashboardHost, toast, visible, waitForRoute } from './support/dashboard.ts';

const SERVICES = [
  'Speech Recognition', 'Medical Terms Recognition', 'Speech Synthesis', 'Voice Cloning', 'Speaker Enrollment',
  'Speaker Identification', 'Diarization & Tracking', 'Splitter', 'Named Entity Recognition', 'Translation',
];
const SPACE = ['Dashboard', 'ASR Workspace', 'Live Workspace', 'Analyze Results', 'My vocabulary', 'Chat with AI', 'API keys'];

let host: TestHost;
let browser: Browser;
const pageErrors: string[] = [];
const LINUS = { email: 'linus@example.test', password: 'penguins all the way' };

beforeAll(async () => {
  host = await startDashboardHost();
  browser = await launchChromium();
  await confirmedUser(host, LINUS.email, LINUS.password);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

describe('account flows in the browser', () => {
  it('register -> confirm from the outbox -> login -> menus -> change password -> logout', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    const email = 'grace@example.test';
    const password = 'correct horse battery';
    const newPassword = 'staple horse correct';

    await page.goto(host.url);
    await waitForRoute(page, '/home');
    await visible(page.getByRole('heading', { name: 'Services' }));
    expect(await menuButton(page, 'AI Services').count()).toBe(0);
    expect(await menuButton(page, "User's Space").count()).toBe(0);
    await screenshot(page, '01-home-logged-out');

    await page.getByRole('button', { name: 'login', exact: true }).click();
    await waitForRoute(page, '/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await waitForRoute(page, '/register');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    // The matchingPassword rule shows while typing.
    await page.getByLabel('Repeat password', { exact: true }).fill('something else');
    await visible(page.getByText('Passwords do not match.'));
    await screenshot(page, '02-register-mismatch');
    await page.getByLabel('Repeat password', { exact: true }).fill(password);
    await hidden(page.getByText('Passwords do not match.'));
    await page.getByRole('button', { name: 'Register' }).click();

    await waitForRoute(page, '/check-email');
    await visible(page.getByText(`We sent a confirmation link to ${email}`));
    await screenshot(page, '03-check-email');

    const mail = await host.mailTo(email);
    expect(mail.link).toContain('/#/confirm?token=');
    await page.goto(mail.link!);
    await visible(page.getByText('Your e-mail is confirmed. You can log in now.'));
    await screenshot(page, '04-confirmed');

    await page.getByRole('link', { name: 'Log in' }).click();
    await waitForRoute(page, '/login');
    await screenshot(page, '05-login');
    await login(page, host, email, password);
    expect(await menuLinks(page, 'AI Services')).toEqual(SERVICES);
    expect(await menuLinks(page, "User's Space")).toEqual(SPACE);
    await menuButton(page, 'AI Services').hover();
    await visible(navbar(page).getByRole('link', { name: 'Speech Recognition' }));
    await screenshot(page, '06-home-logged-in-services-menu');

    await menuButton(page, "User's Space").click();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await waitForRoute(page, '/dashboard');
    expect(await page.getByTestId('dashboard-name').textContent()).toBe('Grace Hopper');
    expect(await page.getByTestId('dashboard-email').textContent()).toBe(email);
    expect(await page.getByTestId('dashboard-role').textContent()).toBe('User');
    await screenshot(page, '07-dashboard');

    await page.getByRole('link', { name: 'Change password' }).click();
    await waitForRoute(page, '/changepass');
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    // The host's field error shows inline and as a toast.
    await visible(page.locator('.field__error', { hasText: 'The current password is wrong.' }));
    await toast(page, 'The current password is wrong.');
    await screenshot(page, '08-change-password-error');
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    // Every session ends on a password change: log in again with the new one.
    await waitForRoute(page, '/login');
    await toast(page, 'Your password is changed');
    await login(page, host, email, newPassword);
    await visible(menuButton(page, 'AI Services'));

    await page.getByRole('button', { name: 'logout', exact: true }).click();
    await waitForRoute(page, '/home');
    await visible(page.getByRole('button', { name: 'login', exact: true }));
    expect(await menuButton(page, 'AI Services').count()).toBe(0);
    expect(await menuButton(page, "User's Space").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });

  it('forgot password -> e-mailed link -> new password -> login', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    const email = 'alan@example.test';
    await page.goto(`${host.url}/#/register`);
    await page.getByLabel('First name').fill('Alan');
    await page.getByLabel('Last name').fill('Turing');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('enigma machine 1912');
    await page.getByLabel('Repeat password', { exact: true }).fill('enigma machine 1912');
    await page.getByRole('button', { name: 'Register' }).click();
    await waitForRoute(page, '/check-email');
    await page.goto((await host.mailTo(email)).link!);
    await visible(page.getByText('Your e-mail is confirmed.'));

    await page.goto(`${host.url}/#/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForRoute(page, '/forgot-password');
    // The route changes before the lazy page replaces the login page, whose E-mail field has the same label.
    await visible(page.getByRole('heading', { name: 'Forgot your password?' }));
    await page.getByLabel('E-mail').fill(email);
    await screenshot(page, '09-forgot-password');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await waitForRoute(page, '/check-email');
    await visible(page.getByText(`If an account exists for ${email}`));

    const mail = await host.mailTo(email);
    expect(mail.link).toContain('/#/reset-password?token=');
    await page.goto(mail.link!);
    await page.getByLabel('New password', { exact: true }).fill('bombe machine 1939');
    await page.getByLabel('Repeat password', { exact: true }).fill('bombe machine 1939');
    await screenshot(page, '10-reset-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await waitForRoute(page, '/login');
    await toast(page, 'Your password is changed');

    await login(page, host, email, 'bombe machine 1939');
    await visible(menuButton(page, "User's Space"));

    // The reset link works once, and says so as soon as it is opened again.
    await page.goto(mail.link!);
    await visible(page.getByText('This reset link was already used: ask for a new one.'));
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await screenshot(page, '10b-reset-link-used');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await waitForRoute(page, '/forgot-password');
    await context.close();
  });

  it('registering twice: the older link says what to do, login offers a new link, and the new link confirms', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    const email = 'iris@example.test';
    const accounts = createAccountsClient(createHttpClient({ baseURL: host.url, adapter: 'http' }), { log: () => {} });
    const register = (password: string) => accounts.register({ email, password, matchingPassword: password, firstName: 'Iris', lastName: 'Murdoch' });
    await register('the sea the sea 1978');
    const older = (await host.mailTo(email)).link!;
    await register('under the net 1954');
    await host.mailTo(email);

    await page.goto(older);
    await visible(page.getByText('This confirmation link was replaced by a newer one: open the link in the newest e-mail, or ask for a new one on the login page.'));
    await screenshot(page, '12-confirm-link-replaced');
    await page.getByRole('link', { name: 'Log in' }).click();
    await waitForRoute(page, '/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('the sea the sea 1978');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await visible(page.locator('.field__error', { hasText: 'Confirm your e-mail first' }));
    await screenshot(page, '13-login-unconfirmed');
    await page.getByRole('button', { name: 'Send the confirmation link again' }).click();
    await waitForRoute(page, '/check-email');
    await visible(page.getByText(`We sent a confirmation link to ${email}`));

    await page.goto((await host.mailTo(email)).link!);
    await visible(page.getByText('Your e-mail is confirmed. You can log in now.'));
    await login(page, host, email, 'the sea the sea 1978');
    await context.close();
  });

  it('sends a logged-out visitor of a service page to login and back there after it', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await page.goto(`${host.url}/#/speaker/analyzer`);
    await waitForRoute(page, '/login');
    await page.getByLabel('E-mail').fill(LINUS.email);
    await page.getByLabel('Password', { exact: true }).fill(LINUS.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForRoute(page, '/speaker/analyzer');
    await context.close();
  });

  it('opens a page for every service card on the home page: none says "coming soon" any more', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, LINUS.email, LINUS.password);
    // The shell's "coming soon" for a plugin route without a page is covered by routes.test.tsx.
    await visible(page.locator('.service-card').first());
    expect(await page.locator('.service-card').count()).toBeGreaterThanOrEqual(12);
    expect(await page.locator('.service-card', { hasText: 'Coming soon' }).count()).toBe(0);
    await context.close();
  });

  it('clears the session and goes to /login when the host answers 401 to a token', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, LINUS.email, LINUS.password);
    await page.evaluate(() => localStorage.setItem('access_token', 'expired-or-forged'));
    await page.goto(`${host.url}/#/dashboard`);
    await waitForRoute(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await visible(page.getByRole('button', { name: 'login', exact: true }));
    await context.close();
  });
});
