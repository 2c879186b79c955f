import { lazyView } from '../ui/lazy-view.tsx';
import type { WaveformPlayerProps } from './waveform-player.tsx';

/* The shell imports '@speechdeck/core/web': the player itself loads with the first page that plays media. */

/** See waveform-player.tsx. */
export const WaveformPlayer = lazyView<WaveformPlayerProps>(() => import('./waveform-player.tsx').then((module) => module.WaveformPlayer), '11rem');
