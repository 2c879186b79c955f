import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages, type WaveformPlayerLabels } from '@speechdeck/core/web';
import { loadWorkspaceMessages } from './load-messages.ts';
import type { TranscriptLabels } from './transcript/transcript-view.tsx';

/**
 * The result player's and the transcript's words, in the dashboard's language. The stt and kws
 * pages show results too: on theirs it waits (suspends) until the workspace's words are loaded.
 */
export function useResultLabels(): { player: WaveformPlayerLabels; transcript: TranscriptLabels } {
  useMessages(loadWorkspaceMessages);
  const { t } = useTranslation();
  return useMemo(() => ({
    player: {
      play: t('workspace.player.play'),
      pause: t('workspace.player.pause'),
      waveform: t('workspace.player.waveform'),
      position: (current, total) => t('workspace.player.position', { current, total }),
      loading: t('workspace.player.loading'),
      unavailable: t('workspace.player.unavailable'),
      speakers: t('workspace.player.speakers'),
      speech: t('workspace.player.speech'),
    },
    transcript: {
      transcript: t('workspace.transcript.title'),
      keyboardHint: t('workspace.transcript.keyboardHint'),
      playFrom: (time, speaker) => (speaker ? t('workspace.transcript.playFromSpeaker', { time, speaker }) : t('workspace.transcript.playFrom', { time })),
      empty: t('workspace.transcript.empty'),
      oa: (label) => t(`workspace.oa.${label}`, { defaultValue: label }),
    },
  }), [t]);
}
