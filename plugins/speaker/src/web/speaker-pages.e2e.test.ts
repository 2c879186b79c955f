import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDir, type TestHost } from '@speechdeck/testing';
import {
  confirmedUser, controlsOffScreen, fakeMicrophone, launchChromium, login, newPage, screenshot, sideways, startDashboardHost, toast, visible, type Browser, type Page,
} from '@speechdeck/web/testing';
import type { EnrolledSpeaker } from '../contract/sv-api.ts';
import { conversation, say } from '../server/testing/test-voices.ts';

/*
 * Issue 10, done when: enroll two voices, one of them from the microphone (headless Chromium's fake
 * capture device playing a file), identify a third clip by upload, and delete a speaker, as a user would.
 * The voices are flite's slt (a woman) and rms (a man), each saying other sentences in each step.
 */
const USER = { email: 'speakers@example.test', password: 'who is speaking here' };
const work = tempDir('sv-pages');
const clips = { sltEnroll: join(work.dir, 'ayse-enroll.wav'), rmsMicrophone: join(work.dir, 'bob-microphone.wav'), sltProbe: '' };
let host: TestHost;
let browser: Browser;
let token = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  await conversation(clips.sltEnroll, [['slt', 0], ['slt', 1]], work.dir, 0.4);
  await conversation(clips.rmsMicrophone, [['rms', 0], ['rms', 1], ['rms', 3]], work.dir, 0.4);
  clips.sltProbe = say(work.dir, 'slt', 2);
  host = await startDashboardHost();
  browser = await launchChromium({ args: fakeMicrophone(clips.rmsMicrophone) });
  ({ token } = await confirmedUser(host, USER.email, USER.password));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
  work.remove();
});
afterEach(() => expect(pageErrors).toEqual([]));

const speakersOnHost = async () =>
  ((await (await fetch(`${host.url}/api/sv/getSpeakers`, { headers: { authorization: `Bearer ${token}` } })).json()) as { speakers: EnrolledSpeaker[] }).speakers;

/** Enrolls what is chosen under `name`, waiting for the result; answers the result panel. */
async function enroll(page: Page, name: string) {
  await page.getByLabel('Speaker name').fill(name);
  await page.getByRole('button', { name: 'Enroll', exact: true }).click();
  // Settled either way: a failure fails the test with the host's words, not a timeout.
  const settled = page.locator('[data-testid="enrollment-result"], [data-testid="enrollment-progress"][data-status="failed"], .sv-failure');
  await settled.first().waitFor({ state: 'visible', timeout: 90_000 });
  const result = page.getByTestId('enrollment-result');
  if (!(await result.isVisible())) throw new Error(`enrolling ${name} failed: ${await page.locator('.sv-enroll').textContent()}`);
  expect(await result.getByRole('heading').textContent()).toBe(`${name} is enrolled`);
  return result;
}

describe('the speaker pages', () => {
  it('enroll a voice from a file and one from the microphone, identify a third clip, and delete a speaker', async () => {
    const { context, page } = await newPage(browser, pageErrors, { permissions: ['microphone'] });
    await login(page, host, USER.email, USER.password);

    // The hub: enroll or identify, the enrolled list (empty), and the way to Diarization & Tracking.
    await page.goto(`${host.url}/#/speaker`);
    await visible(page.getByRole('heading', { name: 'Speaker services', level: 1 }));
    expect(await page.getByRole('tab', { name: 'Speaker Enrollment' }).getAttribute('aria-selected')).toBe('true');
    await visible(page.getByText('Nobody is enrolled yet.'));
    await page.getByRole('tab', { name: 'Speaker Identification' }).click();
    await visible(page.getByText(/Nobody is enrolled yet, so there is no voice to compare with/));
    expect(await page.getByRole('link', { name: 'Open Diarization & Tracking' }).getAttribute('href')).toBe('#/speaker/analyzer');

    // A woman's voice from a file.
    await page.goto(`${host.url}/#/speaker/enroll`);
    await visible(page.getByRole('heading', { name: 'Speaker Enrollment', level: 1 }));
    await page.getByLabel('Choose a file').setInputFiles(clips.sltEnroll);
    expect(await (await visible(page.getByTestId('chosen-input'))).textContent()).toBe('ayse-enroll.wav');
    const first = await enroll(page, 'Ayşe Yılmaz');
    expect(await first.textContent()).toMatch(/ayse-enroll\.wav: [\d.]+ s of speech in [\d.]+ s\./);
    await visible(first.getByTestId('quality-badge'));

    // A man's voice from the microphone: record about 9 s, watching the meter, hear it, then enroll it.
    await page.getByRole('tab', { name: 'Microphone' }).click();
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await visible(page.getByRole('button', { name: 'Stop' }));
    await page.waitForFunction(() => Number(document.querySelector('[role="meter"]')?.getAttribute('aria-valuenow')) > 30, undefined, { timeout: 10_000 });
    await page.waitForFunction(() => /^0:(09|1\d)/.test(document.querySelector('[data-testid="recording-time"]')?.textContent ?? ''), undefined, { timeout: 20_000 });
    await screenshot(page, 'speaker-enroll-recording');
    await page.getByRole('button', { name: 'Stop' }).click();
    // The recording replaces the file as the clip once the recorder's last chunk is in.
    await expect.poll(() => page.getByTestId('chosen-input').textContent(), { timeout: 10_000 }).toMatch(/^recording-[\d-]+\.webm$/);
    await visible(page.getByRole('button', { name: 'Record again' }));
    await visible(page.getByRole('button', { name: 'Play the clip' }));
    await enroll(page, 'Bob');

    // Both are listed, with their quality; the host has them too.
    const list = page.getByRole('region', { name: 'Enrolled speakers' });
    await expect.poll(async () => list.getByTestId('speaker-row').count(), { timeout: 15_000 }).toBe(2);
    expect(await list.getByRole('rowheader').allTextContents()).toEqual(expect.arrayContaining(['Ayşe Yılmaz', 'Bob']));
    expect(await list.getByTestId('quality-badge').count()).toBe(2);
    expect((await speakersOnHost()).map((speaker) => speaker.spk).sort()).toEqual(['Ayşe Yılmaz', 'Bob']);
    await screenshot(page, 'speaker-enroll', { fullPage: true });

    // A third clip, a sentence neither enrollment had, uploaded: it is Ayşe.
    await page.goto(`${host.url}/#/speaker/identify`);
    await visible(page.getByText('The clip is compared with your 2 enrolled speakers.'));
    await page.getByLabel('Choose a file').setInputFiles(clips.sltProbe);
    await page.getByRole('button', { name: 'Identify', exact: true }).click();
    const answer = page.getByTestId('identification-answer');
    await answer.waitFor({ state: 'visible', timeout: 60_000 });
    expect(await answer.getByTestId('identified-speaker').textContent()).toBe('Ayşe Yılmaz');
    expect(await (await visible(answer.getByTestId('identification-score'))).textContent()).toMatch(/^Score [\d.-]+, at or above the threshold of [\d.-]+: a match\.$/);
    const candidates = answer.getByTestId('candidate');
    expect(await candidates.count()).toBe(2);
    expect(await candidates.first().textContent()).toMatch(/^Ayşe Yılmaz/);
    await screenshot(page, 'speaker-identify', { fullPage: true });

    // On a 360 px phone the answer fits without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await sideways(page, 360)).toEqual([]);
    expect(await controlsOffScreen(page, 360)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Bob is deleted, after asking: gone from the list and from the host.
    await page.goto(`${host.url}/#/speaker/enroll`);
    await page.getByRole('button', { name: 'Delete Bob' }).click();
    const dialog = await visible(page.getByRole('alertdialog', { name: 'Delete this speaker?' }));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Bob was deleted.');
    await expect.poll(async () => list.getByRole('rowheader').allTextContents(), { timeout: 15_000 }).toEqual(['Ayşe Yılmaz']);
    expect((await speakersOnHost()).map((speaker) => speaker.spk)).toEqual(['Ayşe Yılmaz']);
    await context.close();
  });
});
