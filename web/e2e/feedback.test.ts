import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { librivoxClips, type TestHost } from '@speechdeck/testing';
import { launchChromium, newPage, screenshot } from './support/browser.ts';
import { confirmedUser, hidden, login, recognizedFile, startDashboardHost, toast, visible } from './support/dashboard.ts';

/*
 * Issue 8, items 17 and 18: what the dashboard tells a person, and where. Toasts keep clear of the
 * navbar's controls and leave with their page; a rename is confirmed; the file chooser says nothing
 * the page contradicts; a refused link stops the progress bar.
 */
const USER = { email: 'feedback@example.test', password: 'feedback all the way' };
const clip = librivoxClips()[0]!;

let host: TestHost;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  host = await startDashboardHost();
  browser = await launchChromium();
  const { token } = await confirmedUser(host, USER.email, USER.password, 'Feedback');
  await recognizedFile(host, token, clip.wav, 'interview.wav', '?isDiarize=true');
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

async function loggedIn(width = 1280): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, pageErrors);
  await page.setViewportSize({ width, height: 800 });
  await login(page, host, USER.email, USER.password);
  return { page, close: () => context.close() };
}

async function selectSample(page: Page, name: string) {
  await page.getByRole('button', { name: 'Sample Audios' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Audio/Video file' });
  await dialog.getByRole('button', { name: `Select ${name}` }).click();
  await hidden(dialog);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('what the dashboard tells a person', () => {
  it('shows toasts clear of the navbar\'s language switch and logout button, on a wide screen, a wrapped navbar and a phone', async () => {
    for (const width of [1280, 800, 360]) {
      const { page, close } = await loggedIn(width);
      await selectSample(page, 'English male');
      const shown = await toast(page, 'Selected English male');
      const box = (await shown.boundingBox())!;
      for (const control of [page.getByRole('group', { name: 'Language' }), page.getByRole('button', { name: 'logout', exact: true })]) {
        const controlBox = (await control.boundingBox())!;
        expect(overlaps(box, controlBox), `${width} px`).toBe(false);
      }
      await screenshot(page, `toast-clear-of-navbar-${width}`);
      await close();
    }
  });

  it('closes a page\'s toasts when the person leaves it', async () => {
    const { page, close } = await loggedIn();
    await page.goto(`${host.url}/#/speech`);
    await selectSample(page, 'English male');
    const shown = page.locator('.Toastify__toast', { hasText: 'Selected English male' });
    await visible(shown);
    await page.getByRole('banner').getByRole('link', { name: 'Learn More' }).click();
    // Gone with the page, well before its own 5 s would have run out.
    await shown.waitFor({ state: 'detached', timeout: 3_000 });
    await close();
  });

  it('keeps a toast while the pointer is over it, past its 5 s, and closes it after the pointer leaves (spec §9)', async () => {
    const { page, close } = await loggedIn();
    await page.goto(`${host.url}/#/speech`);
    await selectSample(page, 'English male');
    const shown = await toast(page, 'Selected English male');
    await shown.hover();
    await page.waitForTimeout(6_500);
    expect(await shown.isVisible()).toBe(true);
    await page.mouse.move(5, 400);
    await shown.waitFor({ state: 'detached', timeout: 10_000 });
    await close();
  });

  it('confirms a speaker\'s rename, and keeps the focus in the form', async () => {
    const { page, close } = await loggedIn();
    await page.goto(`${host.url}/#/asr-workspace`);
    await page.getByRole('list', { name: 'Your files' }).getByRole('button', { name: /^interview\.wav/ }).click();
    const form = page.getByRole('form', { name: 'Rename a speaker' });
    await visible(form);
    expect(await form.getByRole('combobox', { name: 'Speaker' }).inputValue()).toBe('S1');
    await form.getByRole('textbox', { name: 'New name' }).fill('Elinor');
    await form.getByRole('button', { name: 'Rename' }).click();
    await toast(page, 'S1 is now Elinor.');
    expect(await form.getByRole('combobox', { name: 'Speaker' }).inputValue()).toBe('Elinor');
    expect(await form.getByRole('textbox', { name: 'New name' }).inputValue()).toBe('');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('form[aria-label="Rename a speaker"]')))).toBe(true);
    await screenshot(page, 'workspace-renamed');
    await close();
  });

  it('shows the chosen file\'s name only: no "No file chosen" from the browser beside it', async () => {
    const { page, close } = await loggedIn();
    await page.goto(`${host.url}/#/speech`);
    const input = page.getByLabel('Choose a file');
    await input.setInputFiles(clip.wav);
    await visible(page.getByTestId('chosen-input').getByText(clip.wav.split('/').pop()!));
    // The browser's own control (its button and its file-name text) is hidden; the kit's button opens it.
    const box = (await input.boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(1);
    expect(await page.locator('label.drop-zone__choose').isVisible()).toBe(true);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('label.drop-zone__choose').click()]);
    expect(chooser.isMultiple()).toBe(false);
    await screenshot(page, 'speech-file-chosen');
    await close();
  });

  it('stops the "Fetching the link" bar when the host refuses the link', async () => {
    const { page, close } = await loggedIn();
    await page.goto(`${host.url}/#/speech`);
    await page.getByLabel('Or a link to a media file').fill('http://10.0.0.1/talk.mp3');
    await page.getByRole('button', { name: 'Use link' }).click();
    await page.getByRole('button', { name: 'Recognize', exact: true }).click();
    const progress = page.locator('[data-testid="upload-progress"][data-state="failed"]');
    await visible(progress);
    expect(await progress.textContent()).toContain('Not fetched');
    expect(await progress.getByRole('progressbar').getAttribute('class')).not.toContain('ui-progress--indeterminate');
    await visible(page.getByRole('main').getByRole('alert'));
    await screenshot(page, 'speech-link-refused');
    await close();
  });
});
