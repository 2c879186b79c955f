import { useEffect } from 'react';
import { scrollToSection, sectionFromHash } from './section-links.ts';

/**
 * On mount, and whenever the hash changes while the page is shown, scrolls to the section named by
 * `?section=` in the hash URL (`#/privacypolicy?section=section-3`). Runs after layout so the
 * target exists.
 */
export function useHashSection(): void {
  useEffect(() => {
    let frame = 0;
    const go = () => {
      const id = sectionFromHash();
      if (!id) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => scrollToSection(id, { smooth: false }));
    };
    go();
    window.addEventListener('hashchange', go);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('hashchange', go);
    };
  }, []);
}
