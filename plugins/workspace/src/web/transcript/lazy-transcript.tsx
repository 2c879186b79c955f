import { lazyView } from '@speechdeck/core/web';
import type { TranscriptViewProps } from './transcript-view.tsx';

/** See transcript-view.tsx. Loaded on first use: the pages that show a result share one chunk. */
export const TranscriptView = lazyView<TranscriptViewProps>(() => import('./transcript-view.tsx').then((module) => module.TranscriptView), '6rem');
