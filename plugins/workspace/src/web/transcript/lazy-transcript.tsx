import { lazy, Suspense } from 'react';
import type { TranscriptViewProps } from './transcript-view.tsx';

/* Loaded on first use: the pages that show a result share one chunk, and the shell carries none of it. */
const LazyTranscript = lazy(() => import('./transcript-view.tsx').then((module) => ({ default: module.TranscriptView })));

/** See transcript-view.tsx. */
export function TranscriptView(props: TranscriptViewProps) {
  return (
    <Suspense fallback={<div className="rv-pending" aria-busy="true" style={{ minHeight: '6rem' }} />}>
      <LazyTranscript {...props} />
    </Suspense>
  );
}
