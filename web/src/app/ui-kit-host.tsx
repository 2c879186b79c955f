import { useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { UiKitProvider, type UiKitHost } from '@speechdeck/core/web';

/** Gives the UI kit what it leaves to the dashboard: dialogs portalled to <body>, its words in the chosen language. */
export function UiKitFromShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const host = useMemo<UiKitHost>(() => ({
    portal: (content) => createPortal(content, document.body),
    labels: {
      close: t('common.close'),
      loading: t('common.loading'),
      player: {
        play: t('common.player.play'),
        pause: t('common.player.pause'),
        waveform: t('common.player.waveform'),
        position: (current, total) => t('common.player.position', { current, total }),
        loading: t('common.player.loading'),
        unavailable: t('common.player.unavailable'),
        speakers: t('common.player.legend'),
        speech: t('common.player.speech'),
      },
    },
  }), [t]);
  return <UiKitProvider host={host}>{children}</UiKitProvider>;
}
