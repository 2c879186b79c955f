import { useEffect, useRef } from 'react';

/**
 * Brings the element into view each time `key` turns to a new value other than null (a result that
 * just arrived below the form): smoothly, unless the person asked for reduced motion.
 */
export function useScrollIntoView<T extends HTMLElement>(key: string | null) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (!key) return;
    const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    element.current?.scrollIntoView?.({ block: 'start', behavior });
  }, [key]);
  return element;
}
