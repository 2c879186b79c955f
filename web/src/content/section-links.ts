/**
 * In-page links under hash routing. The app's URLs are `/#/privacypolicy`, so a plain `#section-3`
 * would replace the route. Links therefore carry `#/<route>?section=<id>` (a URL that works when
 * opened or shared) and, when clicked, scroll to the element themselves.
 */

/** The href of a section of the page at `route` (without leading slash or hash), e.g. `#/eula?section=section-3`. */
export function sectionHref(route: string, id: string): string {
  return `#/${route.replace(/^[#/]+/, '')}?section=${encodeURIComponent(id)}`;
}

/** The `section` query parameter of the current hash URL (`#/privacypolicy?section=section-3`), if any. */
export function sectionFromHash(hash: string = window.location.hash): string | null {
  const query = hash.indexOf('?');
  if (query < 0) return null;
  const id = new URLSearchParams(hash.slice(query + 1)).get('section');
  return id ? id : null;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the element with this id into view and moves the keyboard focus to it (or to its
 * `[data-focus-target]` child, e.g. the section's heading), so that Tab continues from there.
 * Returns false when there is no such element.
 */
export function scrollToSection(id: string, options: { smooth?: boolean } = {}): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const smooth = (options.smooth ?? true) && !prefersReducedMotion();
  element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  const target = element.querySelector<HTMLElement>('[data-focus-target]') ?? element;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Records the section in the address bar without a navigation, keeping the router's history state
 * (its index and key), so the URL can be copied and Back returns to the same place.
 */
export function rememberSection(href: string): void {
  try {
    window.history.replaceState(window.history.state, '', href);
  } catch {
    // Some embedded browsers refuse replaceState; the scroll already happened.
  }
}
