import { useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { UiKitProvider, type UiKitHost } from '@speechdeck/core/web';

/** Gives the UI kit what it leaves to the dashboard: dialogs portalled to <body>, its words in the chosen language. */
export function UiKitFromShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const host = useMemo<UiKitHost>(() => ({
    portal: (content) => createPortal(content, document.body),
    labels: { close: t('common.close'), loading: t('common.loading') },
  }), [t]);
  return <UiKitProvider host={host}>{children}</UiKitProvider>;
}
