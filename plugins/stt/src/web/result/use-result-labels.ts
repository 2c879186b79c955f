import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranscriptLabels, WaveformPlayerLabels } from '@speechdeck/core/web';

/** The shared player's and transcript's words, in the dashboard's language. */
export function useResultLabels(): { player: WaveformPlayerLabels; transcript: TranscriptLabels } {
  const { t } = useTranslation();
  return useMemo(() => ({
    player: {
      play: t('stt.player.play'),
      pause: t('stt.player.pause'),
      waveform: t('stt.player.waveform'),
      position: (current, total) => t('stt.player.position', { current, total }),
      loading: t('stt.player.loading'),
      unavailable: t('stt.player.unavailable'),
      speakers: t('stt.player.speakers'),
      speech: t('stt.player.speech'),
    },
    transcript: {
      transcript: t('stt.transcript.title'),
      keyboardHint: t('stt.transcript.keyboardHint'),
      playFrom: (time, speaker) => (speaker ? t('stt.transcript.playFromSpeaker', { time, speaker }) : t('stt.transcript.playFrom', { time })),
      empty: t('stt.transcript.empty'),
      oa: (label) => t(`stt.oa.${label}`, { defaultValue: label }),
    },
  }), [t]);
}
