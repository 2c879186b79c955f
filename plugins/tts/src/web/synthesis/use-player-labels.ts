import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaveformPlayerLabels } from '@speechdeck/core/web';

/** Core's waveform player's words, in the dashboard's language. */
export function usePlayerLabels(): WaveformPlayerLabels {
  const { t } = useTranslation();
  return useMemo(() => ({
    play: t('tts.player.play'),
    pause: t('tts.player.pause'),
    waveform: t('tts.player.waveform'),
    position: (current, total) => t('tts.player.position', { current, total }),
    loading: t('tts.player.loading'),
    unavailable: t('tts.player.unavailable'),
    speakers: t('tts.player.legend'),
    speech: t('tts.player.speech'),
  }), [t]);
}
