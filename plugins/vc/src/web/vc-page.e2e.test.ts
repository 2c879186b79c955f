import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { librivoxClips, type TestHost } from '@speechdeck/testing';
import {
  confirmedUser, controlsOffScreen, fakeMicrophone, hidden, launchChromium, login, mediaState, newPage, screenshot, sideways, startDashboardHost, toast, visible, type Browser, type Page,
} from '@speechdeck/web/testing';

/* Issue 9, done when: clone from a recorded reference, in headless Chromium, with a recording of real speech as the microphone. */
const SPEECH = librivoxClips().find((clip) => clip.id.endsWith('0870'))!.wav;
const USER = { email: 'cloning@example.test', password: 'recording my own voice' };
const TEXT = 'The north wind and the sun were disputing which was the stronger.';
let host: TestHost;
let browser: Browser;
let token = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  host = await startDashboardHost();
  // One browser for the file, its microphone a recording of real speech; each test's context grants it or not.
  browser = await launchChromium({ args: fakeMicrophone(SPEECH) });
  ({ token } = await confirmedUser(host, USER.email, USER.password));
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
afterEach(() => expect(pageErrors).toEqual([]));

const api = async (path: string) => (await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<Record<string, unknown>>;

/** The length of what an <audio> element plays, decoded by the browser (a recording's own header often has none). */
async function decodedSeconds(page: Page, selector: string): Promise<number> {
  // The player comes with its first use: wait for its <audio> and the source it was given.
  await page.waitForFunction((selector) => document.querySelector<HTMLMediaElement>(selector)?.currentSrc, selector, { timeout: 15_000 });
  return page.evaluate(async (selector) => {
    const bytes = await (await fetch(document.querySelector<HTMLMediaElement>(selector)!.currentSrc)).arrayBuffer();
    const audio = new AudioContext();
    try {
      return (await audio.decodeAudioData(bytes)).duration;
    } finally {
      await audio.close();
    }
  }, selector);
}

describe('the voice cloning page', () => {
  it('records a reference from the microphone, plays it, clones typed text in its voice, compares, downloads a WAV, and deletes the clone', async () => {
    const { context, page } = await newPage(browser, pageErrors, { permissions: ['microphone'] });
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/vc`);
    await visible(page.getByRole('heading', { name: 'Voice Cloning', level: 1 }));

    // Record about 3 s of the microphone, watching the level meter move with the speech.
    await page.getByRole('tab', { name: 'Microphone' }).click();
    const asked = Date.now();
    await page.getByRole('button', { name: 'Record' }).click();
    await visible(page.getByRole('button', { name: 'Stop' }));
    const meter = page.getByRole('meter', { name: 'Microphone level' });
    await page.waitForFunction(() => Number(document.querySelector('[role="meter"]')?.getAttribute('aria-valuenow')) > 30, undefined, { timeout: 10_000 });
    await page.waitForFunction(() => /^0:0[3-9]/.test(document.querySelector('[data-testid="recording-time"]')?.textContent ?? ''), undefined, { timeout: 15_000 });
    await screenshot(page, 'vc-recording');
    await page.getByRole('button', { name: 'Stop' }).click();
    // The most the recorder can have run: from the Record click to the Stop click (however slow a busy machine makes them).
    const recorderRan = (Date.now() - asked) / 1000;
    expect(await (await visible(page.getByTestId('chosen-input'))).textContent()).toMatch(/^recording-[\d-]+\.webm$/);
    expect(Number(await meter.getAttribute('aria-valuenow'))).toBe(0);

    // The recording is real audio of about the time recorded, and plays before anything is cloned.
    const reference = 'audio[aria-label="Reference"]';
    const recorded = await decodedSeconds(page, reference);
    expect(recorded).toBeGreaterThan(2.5);
    // No longer than the recorder ran (a little for the WebM's framing).
    expect(recorded).toBeLessThan(recorderRan + 0.3);
    await page.getByRole('button', { name: 'Play the Reference' }).click();
    await page.waitForFunction((selector) => (document.querySelector<HTMLMediaElement>(selector)?.currentTime ?? 0) > 0.5, reference, { timeout: 10_000 });
    expect((await mediaState(page, reference)).paused).toBe(false);
    await page.getByRole('button', { name: 'Pause the Reference' }).click();

    // Type the text and clone with the host's default engine.
    const { engines } = (await api('/api/vc/engines')) as { engines: { id: string; name: string; isDefault: boolean }[] };
    const engine = engines.find((candidate) => candidate.isDefault)!;
    expect(await page.getByRole('combobox', { name: 'Engine' }).inputValue()).toBe(engine.id);
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
    await page.getByLabel('Text to speak').fill(TEXT);
    expect(await page.getByTestId('text-counter').textContent()).toBe(`${TEXT.length} / 50,000 characters`);
    await page.getByRole('button', { name: 'Clone', exact: true }).click();
    const result = page.getByRole('region', { name: 'Cloned voice' });
    await result.waitFor({ state: 'visible', timeout: 90_000 });

    // The clone: audio with a duration, the engine that made it, the match report.
    const clone = 'audio[aria-label="Clone"]';
    await page.waitForFunction((selector) => (document.querySelector<HTMLMediaElement>(selector)?.duration ?? 0) > 0, clone, { timeout: 15_000 });
    expect(await decodedSeconds(page, clone)).toBeGreaterThan(1);
    expect(await result.getByTestId('clone-engine').textContent()).toBe(`Made by ${engine.name}`);
    const report = await visible(result.getByTestId('match-report'));
    expect(await report.textContent()).toMatch(/Pitch.*reference .*clone /);
    await screenshot(page, 'vc-result', { fullPage: true });

    // A/B: A plays the reference, B the clone, each stopping the other.
    const compare = result.getByRole('group', { name: 'Compare' });
    const [a, b] = [compare.getByRole('button', { name: 'A · Reference' }), compare.getByRole('button', { name: 'B · Clone' })];
    const comparedReference = 'audio[aria-label="Reference, for comparing"]';
    await a.click();
    await expect.poll(() => a.getAttribute('aria-pressed')).toBe('true');
    expect((await mediaState(page, comparedReference)).paused).toBe(false);
    await b.click();
    await expect.poll(() => b.getAttribute('aria-pressed')).toBe('true');
    expect((await mediaState(page, clone)).paused).toBe(false);
    expect((await mediaState(page, comparedReference)).paused).toBe(true);
    expect(await a.getAttribute('aria-pressed')).toBe('false');
    await b.click();
    await expect.poll(() => b.getAttribute('aria-pressed')).toBe('false');

    // The download is the stored clone's WAV, under its stored name.
    const { clones } = (await api('/api/vc/clone')) as { clones: { id: string; fileName: string; title: string }[] };
    expect(clones).toHaveLength(1);
    const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('link', { name: 'Download WAV' }).click()]);
    expect(download.suggestedFilename()).toBe(clones[0]!.fileName);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(bytes.length).toBeGreaterThan(1000);

    // On a 360 px phone the page with its result fits without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await sideways(page, 360)).toEqual([]);
    expect(await controlsOffScreen(page, 360)).toEqual([]);
    await screenshot(page, 'vc-result-phone', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Deleted from the recent list (after asking), it is gone from the page and from the host.
    const recent = page.getByRole('region', { name: 'Recent clones' });
    await recent.getByRole('button', { name: `Delete “${clones[0]!.title}”` }).click();
    const dialog = await visible(page.getByRole('alertdialog', { name: 'Delete this clone?' }));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'The clone was deleted.');
    await visible(recent.getByText('No clones yet.', { exact: false }));
    expect(await page.getByRole('region', { name: 'Cloned voice' }).count()).toBe(0);
    expect(((await api('/api/vc/clone')) as { clones: unknown[] }).clones).toEqual([]);
    await context.close();
  });

  it('takes a sample from the shell\'s panel as the reference, in the sample\'s language, playable with its length known', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/vc`);
    const language = page.getByRole('combobox', { name: 'Language' });
    await page.locator('select option[value="tr"]').waitFor({ state: 'attached' });
    expect(await language.inputValue()).toBe('en');
    await page.getByRole('button', { name: 'Sample Audios' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Audio/Video file' });
    await dialog.getByRole('button', { name: 'Select Turkish female sports news' }).click();
    await hidden(dialog);
    expect(await (await visible(page.getByTestId('chosen-input'))).textContent()).toBe('Turkish female sports news');
    expect(await page.getByRole('tab', { name: 'Sample' }).getAttribute('aria-selected')).toBe('true');
    expect(await language.inputValue()).toBe('tr');
    const reference = 'audio[aria-label="Reference"]';
    await page.waitForFunction((selector) => (document.querySelector<HTMLMediaElement>(selector)?.duration ?? 0) > 2, reference, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Play the Reference' }).click();
    await page.waitForFunction((selector) => (document.querySelector<HTMLMediaElement>(selector)?.currentTime ?? 0) > 0.3, reference, { timeout: 10_000 });
    await context.close();
  });

  it("clones in the voice of a speaker the user enrolled, chosen from the Enrolled speaker tab: the host reads the enrollment audio", async () => {
    const enrollment = new FormData();
    enrollment.append('file', new Blob([readFileSync(SPEECH)], { type: 'audio/wav' }), 'reader.wav');
    const post = { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: enrollment };
    const { id: enrollId } = (await (await fetch(`${host.url}/api/sv/enroll?spk=Reader`, post)).json()) as { id: string };
    await expect.poll(async () => (await api(`/api/sv/enroll/${enrollId}`)).status, { timeout: 30_000 }).toBe('done');

    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/vc`);
    await page.getByRole('tab', { name: 'Enrolled speaker' }).click();
    await page.getByRole('combobox', { name: 'Speaker to clone' }).selectOption('Reader');
    expect(await page.getByTestId('chosen-input').textContent()).toBe('Reader');
    await screenshot(page, 'vc-enrolled-speaker');
    await page.getByLabel('Text to speak').fill(TEXT);
    await page.getByRole('button', { name: 'Clone', exact: true }).click();
    const result = page.getByRole('region', { name: 'Cloned voice' });
    await result.waitFor({ state: 'visible', timeout: 90_000 });
    await page.waitForFunction(() => (document.querySelector<HTMLMediaElement>('audio[aria-label="Clone"]')?.duration ?? 0) > 0, undefined, { timeout: 15_000 });
    // Measured from the enrolled recording: the LibriVox reader, a man.
    expect(await (await visible(result.getByTestId('match-report'))).textContent()).toMatch(/reference \d+ Hz/);
    const { clones } = (await api('/api/vc/clone')) as { clones: { id: string; status: string; report: { referencePitchHz: number } }[] };
    expect(clones[0]).toMatchObject({ status: 'done' });
    expect(clones[0]!.report.referencePitchHz).toBeLessThan(160);
    await context.close();
  });

  it('says how to allow the microphone when the browser refuses it, and keeps the page usable', async () => {
    // A context that was not granted the microphone: headless Chromium answers the page's request with a refusal.
    const { context, page } = await newPage(browser, pageErrors);
    try {
      await login(page, host, USER.email, USER.password);
      await page.goto(`${host.url}/#/vc`);
      await page.getByRole('tab', { name: 'Microphone' }).click();
      await page.getByRole('button', { name: 'Record' }).click();
      expect(await (await visible(page.getByRole('alert').filter({ hasText: 'microphone' }))).textContent()).toBe(
        'The microphone was not allowed. Allow it for this site in the browser’s settings, then press Record again.',
      );
      expect(await page.getByRole('button', { name: 'Record' }).isEnabled()).toBe(true);
      expect(await page.getByText('No reference yet.').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
