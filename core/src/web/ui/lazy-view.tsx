import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads on first render, holding `minHeight` of room (busy) until then: the
 * shell's first download carries none of it, and every page that shows it shares one chunk.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>, minHeight: string): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyView(props: P) {
    return (
      <Suspense fallback={<div className="rv-pending" aria-busy="true" style={{ minHeight }} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
