import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestHost } from '@speechdeck/testing';
import { confirmedUser, launchChromium, login, newPage, recognizedFile, screenshot, startDashboardHost, visible, type Browser } from '@speechdeck/web/testing';
import { EXPORT_FORMATS } from '../../index.ts';

const CLIP = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';
const USER = { email: 'downloads@example.test', password: 'downloading every format' };
let host: TestHost;
let browser: Browser;
let token = '';
let processId = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  host = await startDashboardHost();
  browser = await launchChromium();
  ({ token } = await confirmedUser(host, USER.email, USER.password));
  ({ processId } = await recognizedFile(host, token, CLIP, 'Toplantı kaydı.wav', '?isDiarize=true'));
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
afterEach(() => expect(pageErrors).toEqual([]));

/** What the host's own export route answers for the result. */
const hostExport = async (format: string) =>
  (await fetch(`${host.url}/api/stt/export/${processId}?format=${format}`, { headers: { authorization: `Bearer ${token}` } })).text();

describe('the ASR workspace', () => {
  it('downloads an opened result as SRT, VTT, TXT and JSON, the same files the host exports', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/asr-workspace`);
    await (await visible(page.getByRole('list', { name: 'Your files' }).getByRole('button', { name: /^Toplantı kaydı\.wav/ }))).click();
    const viewer = page.getByRole('region', { name: 'Toplantı kaydı.wav' });
    const downloads = await visible(viewer.getByRole('group', { name: 'Download' }));
    await screenshot(page, 'workspace-downloads');
    for (const format of EXPORT_FORMATS) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        downloads.getByRole('button', { name: `Download as ${format.toUpperCase()}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Toplanti_kaydi.${format}`);
      const saved = readFileSync((await download.path())!, 'utf8');
      if (format === 'json') expect(JSON.parse(saved)).toEqual(JSON.parse(await hostExport(format)));
      else expect(saved, format).toBe(await hostExport(format));
    }
    await context.close();
  });

  it('redacts an opened result after a confirmation that says whether the original is kept: the name gone from the transcript', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/asr-workspace`);
    await (await visible(page.getByRole('list', { name: 'Your files' }).getByRole('button', { name: /^Toplantı kaydı\.wav/ }))).click();
    const viewer = page.getByRole('region', { name: 'Toplantı kaydı.wav' });
    await expect.poll(() => viewer.textContent()).toMatch(/Dashwood/i);
    await (await visible(viewer.getByRole('button', { name: 'Redact' }))).click();
    const dialog = await visible(page.getByRole('alertdialog', { name: 'Redact “Toplantı kaydı.wav”?' }));
    expect(await dialog.textContent()).toContain('Not kept: the original text and audio are deleted for good.');
    await dialog.getByRole('checkbox', { name: /Keep the original/ }).check();
    expect(await dialog.textContent()).toContain('Kept: the original text and audio stay in your workspace');
    await dialog.getByRole('checkbox', { name: /Keep the original/ }).uncheck();
    await screenshot(page, 'workspace-redact');
    await dialog.getByRole('button', { name: 'Redact' }).click();
    await expect.poll(() => viewer.textContent()).toContain('[PERSON]');
    expect(await viewer.textContent()).not.toMatch(/Dashwood/i);
    expect(await viewer.getByRole('list', { name: 'Notes' }).textContent()).toContain('the original text and audio were dropped');
    expect(await hostExport('txt')).not.toMatch(/Dashwood/i);
    await context.close();
  });
});
