import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDir, uploadTo, type TestHost } from '@speechdeck/testing';
import {
  confirmedUser, controlsOffScreen, fakeMicrophone, launchChromium, login, mediaState, newPage, screenshot, sideways, startDashboardHost, toast, visible, waitForRoute, type Browser, type Page,
} from '@speechdeck/web/testing';
import type { Enrollment, SpeakerAnalysis } from '../../contract/sv-api.ts';
import { conversation } from '../../server/testing/test-voices.ts';

/*
 * Issue 10, done when: Diarization & Tracking as a user would try it, in headless Chromium. A
 * conversation of two clearly different voices (flite's slt, a woman, and rms, a man), built here:
 * diarized with 2 speakers it shows two lanes, and saved it opens in the workspace; tracked after
 * slt is enrolled, her turns carry her name. The microphone is Chromium's fake capture device
 * playing the same conversation.
 */
const USER = { email: 'analyzer@example.test', password: 'who spoke when here' };
const work = tempDir('sv-analyzer');
const TALK = join(work.dir, 'two-voices.wav');
const AYSE = join(work.dir, 'ayse.wav');
let host: TestHost;
let browser: Browser;
let token = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  await conversation(TALK, [['slt', 0], ['rms', 1], ['slt', 2], ['rms', 3]], work.dir, 0.6);
  // Her enrollment: two sentences the conversation does not have.
  await conversation(AYSE, [['slt', 1], ['slt', 3]], work.dir, 0.4);
  host = await startDashboardHost();
  browser = await launchChromium({ args: fakeMicrophone(TALK) });
  ({ token } = await confirmedUser(host, USER.email, USER.password));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
  work.remove();
});
afterEach(() => expect(pageErrors).toEqual([]));

const api = async <T>(path: string): Promise<T> => (await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<T>;

/** Sends what is chosen with the options set, and waits for the result; answers its region. */
async function analyse(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const result = page.getByTestId('analysis-result');
  await result.waitFor({ state: 'visible', timeout: 90_000 });
  return result;
}

const laneNames = (page: Page) => page.getByTestId('speaker-lane').evaluateAll((lanes) => lanes.map((lane) => lane.getAttribute('aria-label')));

describe('the Diarization & Tracking page', () => {
  it('diarizes a two-voice conversation into two lanes, plays a turn, downloads RTTM, and saves it to the workspace where it opens', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/speaker/analyzer`);
    await visible(page.getByRole('heading', { name: 'Diarization & Tracking', level: 1 }));
    await visible(page.getByText('No analyses yet.'));

    await page.getByLabel('Choose a file').setInputFiles(TALK);
    expect(await (await visible(page.getByTestId('chosen-input'))).textContent()).toBe('two-voices.wav');
    await page.getByLabel('Number of speakers').selectOption('2');
    const result = await analyse(page, 'Diarize');

    // Two lanes, each with turns; the table lists the turns the host found.
    expect(await laneNames(page)).toEqual(['S1', 'S2']);
    const { analyses } = await api<{ analyses: SpeakerAnalysis[] }>('/api/sv/analyses');
    expect(analyses).toHaveLength(1);
    const [analysis] = analyses as [SpeakerAnalysis];
    expect(analysis).toMatchObject({ kind: 'diarize', status: 'done', requestedSpeakers: 2, fileName: 'two-voices.wav' });
    for (const lane of await page.getByTestId('speaker-lane').all()) expect(await lane.getByTestId('speaker-turn').count()).toBeGreaterThan(0);
    expect(await result.getByTestId('segment-row').count()).toBe(analysis.segments.length);
    const percents = (await result.getByTestId('speaking-time-value').allTextContents()).map((text) => Number(/(\d+)%/.exec(text)![1]));
    expect(percents).toHaveLength(2);
    expect(percents.reduce((sum, percent) => sum + percent, 0)).toBe(100);
    await screenshot(page, 'speaker-analyzer-result', { fullPage: true });

    // A turn's bar plays the recording from the turn's start.
    const turn = analysis.segments.find((segment) => segment.start > 3)!;
    const lane = page.locator(`[data-testid="speaker-lane"][aria-label="${turn.spk}"]`);
    const bar = lane.getByTestId('speaker-turn').nth(analysis.segments.filter((segment) => segment.spk === turn.spk).indexOf(turn));
    await bar.click();
    await page.waitForFunction((start) => {
      const audio = document.querySelector<HTMLMediaElement>('[data-testid="analysis-result"] audio');
      return audio !== null && !audio.paused && audio.currentTime >= start;
    }, turn.start, { timeout: 15_000 });
    expect((await mediaState(page, '[data-testid="analysis-result"] audio')).currentTime).toBeLessThan(turn.end + 2);
    await result.getByRole('button', { name: 'Pause' }).click();

    // RTTM, one line per turn.
    const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: 'Download the turns as RTTM' }).click()]);
    expect(download.suggestedFilename()).toBe('two-voices.rttm');
    const rttm = readFileSync((await download.path())!, 'utf8').trimEnd().split('\n');
    expect(rttm).toHaveLength(analysis.segments.length);
    expect(rttm[0]).toMatch(/^SPEAKER two-voices 1 \d+\.\d{3} \d+\.\d{3} <NA> <NA> S[12] <NA> <NA>$/);

    // On a 360 px phone the result fits without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await sideways(page, 360)).toEqual([]);
    expect(await controlsOffScreen(page, 360)).toEqual([]);
    await screenshot(page, 'speaker-analyzer-phone', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Saved: the toast, then the link to the workspace, where it opens with its two speakers.
    await result.getByRole('button', { name: 'Save to workspace' }).click();
    await toast(page, '“two-voices.wav” is saved to your workspace.');
    await result.getByRole('link', { name: 'Open in the workspace' }).click();
    await waitForRoute(page, '/asr-workspace');
    const file = page.getByTestId('workspace-file').filter({ hasText: 'two-voices.wav' });
    await visible(file);
    expect(await file.locator('.ws-file__speaker').allTextContents()).toEqual(['S1', 'S2']);
    await file.getByRole('button', { name: /^two-voices\.wav/ }).click();
    await visible(page.getByRole('heading', { name: 'two-voices.wav', level: 2 }));
    const saved = (await api<{ analyses: SpeakerAnalysis[] }>('/api/sv/analyses')).analyses[0]!;
    expect(saved.processId).not.toBeNull();
    await context.close();
  });

  it('tracks the conversation after one voice is enrolled: her turns carry her name, the other voice stays S1', async () => {
    const enrolled = await uploadTo(`${host.url}/api/sv/enroll?spk=${encodeURIComponent('Ayşe')}`, token, AYSE);
    expect(enrolled.status).toBe(200);
    const id = enrolled.body.id as string;
    await expect.poll(async () => (await api<Enrollment>(`/api/sv/enroll/${id}`)).status, { timeout: 60_000, interval: 500 }).toBe('done');

    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/speaker/analyzer`);
    await page.getByLabel('Choose a file').setInputFiles(TALK);
    await page.getByRole('radio', { name: /^Track/ }).check();
    await analyse(page, 'Track speakers');

    expect((await laneNames(page)).sort()).toEqual(['Ayşe', 'S1']);
    const legend = await page.getByTestId('legend-item').allTextContents();
    expect(legend).toContainEqual(expect.stringMatching(/^Ayşeenrolled · score [\d.-]+$/));
    expect(legend).toContain('S1not enrolled');
    // The host's answer, which the page shows: slt's turns are Ayşe's.
    const tracking = (await api<{ analyses: SpeakerAnalysis[] }>('/api/sv/analyses')).analyses.find((analysis) => analysis.kind === 'track')!;
    expect(tracking.speakers.find((speaker) => speaker.spk === 'Ayşe')).toMatchObject({ enrolled: true });
    await screenshot(page, 'speaker-analyzer-tracking', { fullPage: true });
    await context.close();
  });

  it('records the conversation from the microphone as the input, and reopens and deletes an earlier analysis', async () => {
    const { context, page } = await newPage(browser, pageErrors, { permissions: ['microphone'] });
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/speaker/analyzer`);

    await page.getByRole('tab', { name: 'Microphone' }).click();
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await visible(page.getByRole('button', { name: 'Stop' }));
    await page.waitForFunction(() => /^0:0[6-9]/.test(document.querySelector('[data-testid="recording-time"]')?.textContent ?? ''), undefined, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    expect(await (await visible(page.getByTestId('chosen-input'))).textContent()).toMatch(/^recording-[\d-]+\.webm$/);
    expect(await page.getByRole('button', { name: 'Diarize', exact: true }).isEnabled()).toBe(true);

    // The first test's diarization, reopened: its recording comes from the host.
    const recent = page.getByRole('region', { name: 'Your analyses' });
    const diarization = recent.getByTestId('recent-item').filter({ hasText: 'Diarization' });
    await diarization.getByRole('button', { name: 'Open “two-voices.wav”' }).click();
    const result = page.getByTestId('analysis-result');
    await visible(result);
    expect(await laneNames(page)).toEqual(['S1', 'S2']);
    expect(await (await visible(result.getByTestId('saved-to-workspace'))).textContent()).toBe('In the workspace Open in the workspace');
    await page.waitForFunction(() => (document.querySelector<HTMLMediaElement>('[data-testid="analysis-result"] audio')?.duration ?? 0) > 10, undefined, { timeout: 15_000 });

    await diarization.getByRole('button', { name: 'Delete “two-voices.wav”' }).click();
    const dialog = await visible(page.getByRole('alertdialog', { name: 'Delete this analysis?' }));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'The analysis of “two-voices.wav” is deleted.');
    await expect.poll(() => result.count()).toBe(0);
    expect((await api<{ analyses: SpeakerAnalysis[] }>('/api/sv/analyses')).analyses.map((analysis) => analysis.kind)).toEqual(['track']);
    await context.close();
  });
});
