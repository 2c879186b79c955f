import { useEffect, type RefObject } from 'react';

/**
 * Keeps a CSS custom property on the document at the element's height, for what must stay clear
 * of it: the toasts sit under the navbar, which wraps onto more rows on narrower screens.
 */
export function useHeightProperty(ref: RefObject<HTMLElement | null>, property: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(property, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
