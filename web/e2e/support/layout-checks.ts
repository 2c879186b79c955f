import type { Locator, Page } from 'playwright-core';

/** Waits until the routed page has rendered: its lazy chunk, its data and the fonts in. */
export async function settle(page: Page): Promise<void> {
  await page.locator('main#main > *').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('.page-loading, .ui-state[role="status"]'), undefined, { timeout: 15_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** Where an element stays: its box once its animations (a side panel's slide-in) have finished, not where it is passing. */
export async function restingBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  return (await locator.boundingBox())!;
}

/**
 * Why the page scrolls sideways at `width`, if it does: the widest elements that reach past the
 * right edge (innermost first), so a failure names what to fix. [] when it fits.
 */
export function sideways(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return [];
    const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => element.getBoundingClientRect().right > width + 0.5);
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    const describe = (element: HTMLElement) => `<${element.tagName.toLowerCase()} class="${element.className}">${(element.textContent ?? '').trim().slice(0, 40)} (right ${Math.round(element.getBoundingClientRect().right)})`;
    return [`scrollWidth ${scrollWidth} > ${width}`, ...innermost.slice(0, 5).map(describe)];
  }, width);
}

/** What the checks count as a control: whatever a person clicks, types into or tabs to. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, audio[controls], video[controls], [role="slider"], [tabindex]:not([tabindex="-1"])';

/**
 * The controls that lie beyond the left or right edge at `width`, where a phone user would have to
 * scroll sideways to reach them, in the page or inside a scrolling box (a wide table).
 */
export function controlsOffScreen(page: Page, width: number): Promise<string[]> {
  return page.evaluate(({ width, selector }) => {
    const problems: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (control.closest('.Toastify, [role="dialog"], .visually-hidden') || control.matches('.visually-hidden, .skip-link')) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (rect.right > width + 0.5 || rect.left < -0.5) {
        problems.push(`<${control.tagName.toLowerCase()}> "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}" off screen (${Math.round(rect.left)}..${Math.round(rect.right)})`);
      }
    }
    return problems;
  }, { width, selector: CONTROLS });
}

/**
 * The controls and the text the fixed 'Sample Audios' tab covers at some scroll position: the tab
 * stays put in the viewport while the page moves under it, so a box overlaps it when their columns
 * overlap and the box passes the tab's rows at any scroll from the top to the bottom. Text is
 * measured line by line (its own boxes, not its block's).
 */
export function sampleTabOverlaps(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const tab = document.querySelector<HTMLElement>('.sample-tab');
    if (!tab) return ['no sample tab'];
    const box = tab.getBoundingClientRect();
    const maxScroll = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    const covered = (rect: DOMRect) => rect.width > 0 && rect.height > 0
      && rect.right > box.left && rect.left < box.right
      && rect.bottom + window.scrollY > box.top && rect.top + window.scrollY < maxScroll + box.bottom;
    // Screen-reader-only text (clipped to nothing, whatever its class) is not on screen to be covered.
    const clipped = (element: Element | null): boolean => element !== null && (getComputedStyle(element).clip === 'rect(0px, 0px, 0px, 0px)' || clipped(element.parentElement));
    const outside = (element: Element) => element === tab || element.closest('.Toastify, [role="dialog"], .skip-link') !== null || clipped(element);
    const problems: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (outside(control) || getComputedStyle(control).visibility === 'hidden') continue;
      if (covered(control.getBoundingClientRect())) {
        problems.push(`sample tab covers <${control.tagName.toLowerCase()}> "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
      }
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || outside(parent) || parent.closest(selector)) continue;
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(covered)) problems.push(`sample tab covers the text "${node.textContent.trim().slice(0, 40)}"`);
    }
    return problems;
  }, CONTROLS);
}
