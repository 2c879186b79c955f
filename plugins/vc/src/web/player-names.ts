import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaveformPlayerLabels } from '@speechdeck/core/web';

/**
 * The page has two players (the reference and the clone): their buttons and sliders say which one
 * they belong to. `what` names it ('Reference', 'Clone'); the player's other words are the kit's.
 */
export function usePlayerNames(what: string): Partial<WaveformPlayerLabels> {
  const { t } = useTranslation();
  return useMemo(() => ({
    play: t('vc.player.play', { what }),
    pause: t('vc.player.pause', { what }),
    waveform: t('vc.player.waveform', { what }),
    speech: what,
  }), [t, what]);
}
