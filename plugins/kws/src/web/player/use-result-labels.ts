import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranscriptLabels, WaveformPlayerLabels } from '@speechdeck/core/web';

/** The shared player's and transcript's words, in the dashboard's language. */
export function useResultLabels(): { player: WaveformPlayerLabels; transcript: TranscriptLabels } {
  const { t } = useTranslation();
  return useMemo(() => ({
    player: {
      play: t('kws.player.play'),
      pause: t('kws.player.pause'),
      waveform: t('kws.player.waveform'),
      position: (current, total) => t('kws.player.position', { current, total }),
      loading: t('kws.player.loading'),
      unavailable: t('kws.player.unavailable'),
      speakers: t('kws.player.speakers'),
      speech: t('kws.player.speech'),
    },
    transcript: {
      transcript: t('kws.transcript.title'),
      keyboardHint: t('kws.transcript.keyboardHint'),
      playFrom: (time, speaker) => (speaker ? t('kws.transcript.playFromSpeaker', { time, speaker }) : t('kws.transcript.playFrom', { time })),
      empty: t('kws.transcript.empty'),
    },
  }), [t]);
}
