import { lazy, Suspense } from 'react';
import type { TranscriptViewProps } from './transcript-view.tsx';
import type { WaveformPlayerProps } from './waveform-player.tsx';

/*
 * The shell imports '@speechdeck/core/web', so whatever this barrel imports statically lands in the
 * dashboard's first download. The views are loaded on first use instead: one shared chunk for every
 * page that shows a result.
 */
const LazyTranscript = lazy(() => import('./transcript-view.tsx').then((module) => ({ default: module.TranscriptView })));
const LazyPlayer = lazy(() => import('./waveform-player.tsx').then((module) => ({ default: module.WaveformPlayer })));

/** See transcript-view.tsx. */
export function TranscriptView(props: TranscriptViewProps) {
  return (
    <Suspense fallback={<div className="rv-pending" aria-busy="true" style={{ minHeight: '6rem' }} />}>
      <LazyTranscript {...props} />
    </Suspense>
  );
}

/** See waveform-player.tsx. */
export function WaveformPlayer(props: WaveformPlayerProps) {
  return (
    <Suspense fallback={<div className="rv-pending" aria-busy="true" style={{ minHeight: '11rem' }} />}>
      <LazyPlayer {...props} />
    </Suspense>
  );
}
