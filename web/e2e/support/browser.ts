import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './paths.ts';

/** Debian's chromium, headless, with nothing that would reach outside this machine. */
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run',
  '--disable-component-update', '--disable-sync', '--disable-quic',
];

/**
 * Each launch runs on a fresh temporary profile (playwright's own user-data dir). `args` adds flags
 * to the usual ones, e.g. a file played as the microphone (`--use-file-for-fake-audio-capture=…`).
 */
export function launchChromium({ args = [] }: { args?: readonly string[] } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...args] });
}

/** The flags that make Chromium's microphone a fake device playing `file` (looped); the permission to use it is each context's (`newPage`'s `permissions`). */
export const fakeMicrophone = (file: string): string[] => ['--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${file}`];

/**
 * A fresh context (empty localStorage and cookies, no permission granted) that fails a test on any
 * uncaught page error. `permissions: ['microphone']` lets the page use the microphone without asking;
 * without it headless Chromium answers the page's request with a refusal, as a person who says no.
 */
export async function newPage(browser: Browser, errors: string[], { permissions = [] }: { permissions?: readonly string[] } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', permissions: [...permissions] });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page };
}

/** The viewport as `name`.png; `fullPage` for the whole length of the page (a phone's view of a long page). */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}
