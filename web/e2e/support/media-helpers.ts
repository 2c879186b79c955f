import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Slows uploads down (Chromium's own network emulation) so progress can be seen and photographed
 * on a loopback host, where an upload otherwise ends before the first frame is drawn.
 */
export async function throttleUploads(context: BrowserContext, page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

/**
 * Starts recording every value an attribute takes on elements matching `selector`, so a test can
 * tell afterwards which states (queued, running...) the page went through, however briefly.
 */
export async function recordAttribute(page: Page, key: string, selector: string, attribute: string): Promise<void> {
  await page.evaluate(({ key, selector, attribute }) => {
    const seen: string[] = [];
    (window as unknown as Record<string, string[]>)[key] = seen;
    const note = () => {
      for (const element of document.querySelectorAll(selector)) {
        const value = element.getAttribute(attribute);
        if (value !== null && seen[seen.length - 1] !== value) seen.push(value);
      }
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: [attribute] });
    note();
  }, { key, selector, attribute });
}

export function recorded(page: Page, key: string): Promise<string[]> {
  return page.evaluate((key) => [...((window as unknown as Record<string, string[]>)[key] ?? [])], key);
}

/** The current time and paused state of the page's first media element matching `selector`. */
export function mediaState(page: Page, selector: string): Promise<{ currentTime: number; paused: boolean; src: string }> {
  return page.evaluate((selector) => {
    const media = document.querySelector<HTMLMediaElement>(selector);
    if (!media) throw new Error(`no media element ${selector}`);
    return { currentTime: media.currentTime, paused: media.paused, src: media.currentSrc };
  }, selector);
}

/** Clicks a transcript word and checks the player plays the stored audio from there (it runs, its time moves on); answers the player's state then. */
export async function playsFromWord(page: Page, word: Locator, audioSelector: string): ReturnType<typeof mediaState> {
  await word.click();
  await page.waitForFunction((selector) => {
    const audio = document.querySelector<HTMLMediaElement>(selector);
    return audio && !audio.paused && audio.currentTime > 1;
  }, audioSelector, { timeout: 15_000 });
  const first = await mediaState(page, audioSelector);
  // It plays on: its time moves past where it was (waited for, not slept on).
  await page.waitForFunction(([selector, from]) => document.querySelector<HTMLMediaElement>(selector as string)!.currentTime > (from as number) + 0.2, [audioSelector, first.currentTime] as const, { timeout: 15_000 });
  const later = await mediaState(page, audioSelector);
  expect(later.currentTime).toBeGreaterThan(first.currentTime);
  expect(later.paused).toBe(false);
  expect(later.src).toContain('/api/elastic/load_audio/');
  return later;
}
