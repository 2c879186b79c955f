import { createContext, useContext, type ReactNode } from 'react';
import { ENGLISH_PLAYER_LABELS, type WaveformPlayerLabels } from '../player/player-labels.ts';
// Here rather than in the kit's index: the bundler keeps this module whenever the kit is rendered
// (the shell renders its provider), while a barrel that only re-exports may be skipped.
import './ui-kit.css';

/** The kit's own words, in the dashboard's language. */
export interface UiKitLabels {
  /** A dialog's close button. */
  close: string;
  /** What a loading state says when the page gives no words of its own. */
  loading: string;
  /** The waveform player's, unless a page gives its own. */
  player: WaveformPlayerLabels;
}

/**
 * What the kit needs from the dashboard it runs in. The shell provides it, so core depends on
 * neither react-dom nor the shell's translations.
 */
export interface UiKitHost {
  /** Renders a dialog outside the app's root (react-dom's createPortal into document.body), so the root can be made inert while the dialog is open. */
  portal: (children: ReactNode) => ReactNode;
  labels: UiKitLabels;
}

/** Without a shell (a component test), dialogs render in place and the kit speaks English. */
const UiKitContext = createContext<UiKitHost>({
  portal: (children) => children,
  labels: { close: 'Close', loading: 'Loading…', player: ENGLISH_PLAYER_LABELS },
});

/** The shell's side of the kit: what it provides here, and the kit's stylesheet with it. */
export function UiKitProvider({ host, children }: { host: UiKitHost; children: ReactNode }) {
  return <UiKitContext.Provider value={host}>{children}</UiKitContext.Provider>;
}

export function useUiKit(): UiKitHost {
  return useContext(UiKitContext);
}
