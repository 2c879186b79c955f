import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestHost } from '@speechdeck/testing';
import {
  confirmedUser, controlsOffScreen, ENGINE_WAIT_MS, launchChromium, login, newPage, recordAttribute, recorded, sampleTabOverlaps, screenshot, settle, sideways, startDashboardHost,
  toast, visible,
  type Browser, type BrowserContext, type Page,
} from '@speechdeck/web/testing';
import type { AudioFormat } from '../index.ts';

/*
 * Issue 9's browser test of /tts: a real host (real flite, espeak-ng and ffmpeg, the outbox for
 * mail) serving the built dashboard, one user writing, synthesizing, listening, downloading,
 * e-mailing and deleting. The steps share one page and run in order.
 */
let host: TestHost;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';
const pageErrors: string[] = [];
const USER = { email: 'speaker@example.test', password: 'a speaking passphrase' };
const FRIEND = 'friend@example.test';
/** What each format's file starts with. */
const MAGIC: Record<AudioFormat, string> = { wav: 'RIFF', mp3: 'ID3', ogg: 'OggS' };
/** A 1×1 PNG, for the editor's image upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The last download, which the e-mail must carry. */
let last: { name: string; bytes: Buffer } = { name: '', bytes: Buffer.alloc(0) };
/** The page's calls to the tts API, as 'METHOD /path'. */
const ttsCalls: string[] = [];

beforeAll(async () => {
  host = await startDashboardHost();
  browser = await launchChromium();
  ({ token } = await confirmedUser(host, USER.email, USER.password, 'Speaker'));
  ({ context, page } = await newPage(browser, pageErrors));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/tts/')) ttsCalls.push(`${request.method()} ${pathname}`);
  });
  // The page scrolls progress and results into view; without animation a screenshot shows where it ends.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await login(page, host, USER.email, USER.password);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await host?.close();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

const editor = () => page.getByRole('textbox', { name: 'Text to synthesize' });
const result = () => page.getByTestId('synthesis-result');
const startButton = () => page.getByRole('button', { name: /^Synthesize/ });

/** The user's syntheses as the host lists them. */
async function stored(): Promise<{ id: string; title: string; status: string; fileName: string }[]> {
  const answer = await fetch(`${host.url}/api/tts/synthesize`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { syntheses: { id: string; title: string; status: string; fileName: string }[] }).syntheses;
}

/** Saves the result through its Download link; answers the name the browser took and the bytes. */
async function download(): Promise<{ name: string; bytes: Buffer }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), result().getByRole('link', { name: /^Download / }).click()]);
  return { name: saved.suggestedFilename(), bytes: readFileSync((await saved.path())!) };
}

/** The attachments of an .eml (nodemailer's MIME): each part's headers and its decoded bytes. */
function attachmentsOf(raw: string): { headers: string; bytes: Buffer }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  const parts = raw.split(new RegExp(`\\r?\\n--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  return parts.flatMap((part) => {
    if (!/Content-Disposition:\s*attachment/i.test(part)) return [];
    const [headers, ...body] = part.split(/\r?\n\r?\n/);
    return [{ headers: headers!, bytes: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64') }];
  });
}

describe('speech synthesis in the browser', () => {
  it('formats the text with the toolbar: a bold word, a bulleted list and an uploaded image', async () => {
    await page.goto(`${host.url}/#/tts`);
    await visible(page.getByRole('heading', { name: 'Speech Synthesis', level: 1 }));
    const voice = await visible(page.getByRole('combobox', { name: 'Voice' }));
    // The host's default English voice (Piper joe where its model is installed, else flite slt) is chosen before anything is touched.
    const { voices } = (await (await fetch(`${host.url}/api/tts/voices`)).json()) as { voices: { id: string; language: string; isDefault: boolean }[] };
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
    expect(await voice.inputValue()).toBe(voices.find((v) => v.language === 'en' && v.isDefault)!.id);
    expect(await startButton().isDisabled()).toBe(true);
    await expect.poll(() => editor().locator('p').first().getAttribute('data-placeholder')).toBe('Enter text here...');
    await screenshot(page, '90-tts-empty');

    await editor().click();
    await page.keyboard.type('The ');
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    expect(await bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('north');
    await bold.click();
    await page.keyboard.type(' wind and the sun were disputing which was the stronger.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('A traveller came along.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('He wore a warm cloak.');
    expect(await page.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true');

    // The image goes to /v1/image with the user's token; the editor shows it from the address the host answers.
    await page.getByLabel('Image to insert').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    const image = await visible(editor().locator('img'));
    expect(await image.getAttribute('src')).toMatch(/^\/v1\/image\/[0-9a-f]+\.png$/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);

    expect(await editor().locator('strong').allTextContents()).toEqual(['north']);
    expect(await editor().locator('ul > li').allTextContents()).toEqual(['A traveller came along.', 'He wore a warm cloak.']);
    // Words only: the image and the formatting are not read.
    expect(await page.getByTestId('character-count').textContent()).toBe('113 / 100,000 characters');
  });

  it('synthesizes with a chosen voice into a stored synthesis, a player with audio, and downloads the file under the host\'s name', async () => {
    const voices = page.getByRole('combobox', { name: 'Voice' });
    const labels = await voices.locator('option').allTextContents();
    // Each with its gender, said once (the names say it already); slt is the default unless a Piper voice is installed.
    const slt = labels.find((label) => /^SLT \(US English, female\) · flite( · default)?$/.test(label));
    expect(slt).toBeDefined();
    expect(labels).toContain('AWB (Scottish English, male) · flite');
    await voices.selectOption({ label: 'AWB (Scottish English, male) · flite' });
    await voices.selectOption({ label: slt! });
    await page.getByRole('slider', { name: 'Speaking rate' }).fill('1.1');
    expect(await page.locator('output').first().textContent()).toBe('1.10×');

    await recordAttribute(page, 'shortStatuses', '[data-testid="synthesis-progress"]', 'data-status');
    await startButton().click();
    await visible(result(), ENGINE_WAIT_MS);
    // Queued like a long text, followed by its id: the host keeps it, and the page fetches its audio.
    const statuses = await recorded(page, 'shortStatuses');
    expect(statuses[0]).toBe('queuing');
    expect(statuses.slice(-2)).toEqual(['fetching', 'done']);
    expect(statuses.every((status) => ['queuing', 'queued', 'running', 'fetching', 'done'].includes(status))).toBe(true);
    expect(ttsCalls).toContain('POST /api/tts/synthesizeQueue');
    expect(ttsCalls).not.toContain('POST /api/tts/synthesize');
    await page.waitForFunction(() => (document.querySelector<HTMLAudioElement>('[data-testid="synthesis-result"] audio')?.duration ?? 0) > 0);
    const seconds = await page.evaluate(() => document.querySelector<HTMLAudioElement>('[data-testid="synthesis-result"] audio')!.duration);
    // About 17 words at a tenth faster than flite's own pace: several seconds, not a click.
    expect(seconds).toBeGreaterThan(3);
    expect(seconds).toBeLessThan(20);
    await result().getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => (document.querySelector<HTMLAudioElement>('[data-testid="synthesis-result"] audio')?.currentTime ?? 0) > 0.2);
    await result().getByRole('button', { name: 'Pause' }).click();
    await screenshot(page, '91-tts-result');

    const saved = await download();
    expect(saved.name).toMatch(/^speech-\d{4}-\d{2}-\d{2}-the-north-wind-and-the\.wav$/);
    expect(await result().getByRole('heading').textContent()).toBe(saved.name);
    expect(saved.bytes.subarray(0, 4).toString('latin1')).toBe(MAGIC.wav);
    // The host stored it, under the same name, and the recent list shows it.
    const [newest] = await stored();
    expect(newest).toMatchObject({ status: 'done', fileName: saved.name });
    const recent = page.getByRole('region', { name: 'Recent syntheses' });
    await visible(recent.getByTestId('recent-synthesis').first().getByRole('heading', { name: newest!.title }));
  });

  it('downloads mp3 and ogg as what they say they are', async () => {
    for (const format of ['mp3', 'ogg'] as const) {
      await page.getByRole('combobox', { name: 'File format' }).selectOption(format);
      await startButton().click();
      await page.waitForFunction((ext) => document.querySelector('[data-testid="synthesis-result"] h2')?.textContent?.endsWith(`.${ext}`), format, { timeout: ENGINE_WAIT_MS });
      const saved = await download();
      expect(saved.name.endsWith(`.${format}`)).toBe(true);
      expect(saved.bytes.subarray(0, MAGIC[format].length).toString('latin1'), format).toBe(MAGIC[format]);
      last = saved;
    }
  });

  it('e-mails the audio with a formatted message, the file attached, and says so', async () => {
    await result().getByRole('button', { name: 'Send by e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send by e-mail' });
    await visible(dialog);
    const recipient = dialog.getByRole('textbox', { name: 'Recipient' });
    await expect.poll(() => recipient.evaluate((element) => element === document.activeElement)).toBe(true);
    await recipient.fill(FRIEND);
    expect(await dialog.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(`Audio: ${last.name}`);
    await dialog.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Listen to ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('this');
    await screenshot(page, '92-tts-email');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, `Sent to ${FRIEND} with ${last.name} attached.`);
    await dialog.waitFor({ state: 'hidden' });

    const mail = host.lastMailTo(FRIEND).raw;
    expect(mail).toMatch(/Subject: Audio: speech-/);
    expect(mail).toContain('Listen to <strong>this</strong>');
    // The attachment from the .eml as written (lastMailTo decodes quoted-printable, which base64's padding does not survive).
    const eml = host.outbox().reverse().find((message) => message.raw.includes(`To: ${FRIEND}`))!.raw;
    const [attachment, ...others] = attachmentsOf(eml);
    expect(others).toEqual([]);
    expect(attachment!.headers).toMatch(/Content-Type: audio\/ogg/i);
    expect(attachment!.headers).toContain(last.name);
    // The stored synthesis itself is attached: the same bytes as the download.
    expect(attachment!.bytes.equals(last.bytes)).toBe(true);
  });

  it('synthesizes a long text with its progress, followed in the recent list too', async () => {
    await page.getByRole('combobox', { name: 'File format' }).selectOption('wav');
    await editor().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    const sentence = 'The traveller drew his cloak around him, and the wind blew harder. ';
    const long = sentence.repeat(Math.ceil(6_000 / sentence.length)).trim();
    await page.keyboard.insertText(long);
    const count = page.getByTestId('character-count');
    expect(await count.getAttribute('data-fit')).toBe('fits');
    expect(await count.textContent()).toBe(`${long.length.toLocaleString('en-US')} / 100,000 characters`);

    await recordAttribute(page, 'jobStatuses', '[data-testid="synthesis-progress"]', 'data-status');
    await recordAttribute(page, 'jobPercents', '[data-testid="synthesis-progress"] [role="progressbar"]', 'aria-valuenow');
    await recordAttribute(page, 'rowStatuses', '[data-testid="recent-synthesis"]:first-child', 'data-status');
    await startButton().click();
    await page.locator('[data-testid="synthesis-progress"][data-status="running"]').waitFor({ timeout: 30_000 });
    await screenshot(page, '93-tts-queued');
    // About a minute of speech from flite.
    await visible(result().getByRole('heading', { name: /^speech-.*-the-traveller-drew-his-cloak\.wav$/ }), ENGINE_WAIT_MS);
    await page.waitForFunction(() => (document.querySelector<HTMLAudioElement>('[data-testid="synthesis-result"] audio')?.duration ?? 0) > 60);

    const statuses = await recorded(page, 'jobStatuses');
    expect(statuses.slice(-3)).toEqual(['running', 'fetching', 'done']);
    const percents = (await recorded(page, 'jobPercents')).map(Number);
    expect(percents.some((value) => value > 0 && value < 100)).toBe(true);
    // The list follows the job at its own poll (every 2 s while a row runs).
    await page.locator('[data-testid="recent-synthesis"]:first-child[data-status="done"]').waitFor({ timeout: 15_000 });
    expect(await recorded(page, 'rowStatuses')).toEqual(expect.arrayContaining(['running', 'done']));
  });

  it('fits a 360 px phone with a result and the recent list', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await settle(page);
    expect(await sideways(page, 360)).toEqual([]);
    expect(await controlsOffScreen(page, 360)).toEqual([]);
    expect(await sampleTabOverlaps(page)).toEqual([]);
    await screenshot(page, '94-tts-phone', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('plays a stored synthesis from the recent list, and deletes one after asking', async () => {
    const recent = page.getByRole('region', { name: 'Recent syntheses' });
    const rows = recent.getByTestId('recent-synthesis');
    const before = (await stored()).length;
    expect(await rows.count()).toBe(before);
    const oldest = rows.last();
    const title = (await oldest.getByRole('heading').textContent())!;
    await oldest.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => (document.querySelector<HTMLAudioElement>('.tts-recent__audio')?.duration ?? 0) > 0);

    await oldest.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this synthesis?' });
    await visible(confirm);
    await screenshot(page, '95-tts-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, `“${title}” is deleted.`);
    await expect.poll(() => rows.count()).toBe(before - 1);
    expect((await stored()).length).toBe(before - 1);
  });
});
