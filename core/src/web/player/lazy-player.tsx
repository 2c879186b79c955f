import { lazy, Suspense } from 'react';
import type { WaveformPlayerProps } from './waveform-player.tsx';

/*
 * The shell imports '@speechdeck/core/web', so whatever this barrel imports statically lands in the
 * dashboard's first download. The player is loaded on first use instead: one shared chunk for every
 * page that plays media.
 */
const LazyPlayer = lazy(() => import('./waveform-player.tsx').then((module) => ({ default: module.WaveformPlayer })));

/** See waveform-player.tsx. */
export function WaveformPlayer(props: WaveformPlayerProps) {
  return (
    <Suspense fallback={<div className="rv-pending" aria-busy="true" style={{ minHeight: '11rem' }} />}>
      <LazyPlayer {...props} />
    </Suspense>
  );
}
