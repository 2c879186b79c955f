import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaveformPlayerLabels } from '@speechdeck/core/web';

/** The core player's words for one of the page's two players: `what` names it ('Reference', 'Clone'). */
export function usePlayerLabels(what: string): WaveformPlayerLabels {
  const { t } = useTranslation();
  return useMemo(() => ({
    play: t('vc.player.play', { what }),
    pause: t('vc.player.pause', { what }),
    waveform: t('vc.player.waveform', { what }),
    position: (current, total) => t('vc.player.position', { current, total }),
    loading: t('vc.player.loading'),
    unavailable: t('vc.player.unavailable'),
    speakers: t('vc.player.legend'),
    speech: what,
  }), [t, what]);
}
