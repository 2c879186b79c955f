import { useTranslation } from 'react-i18next';
import type { ApiKeyView } from '@speechdeck/core';
import { ConfirmDialog, notify } from '@speechdeck/core/web';
import { useRevokeApiKey } from './api/use-revoke-api-key.ts';

/** Asks before revoking: whatever uses the key stops working at once. Focus starts on Cancel. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyView; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  const confirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        notify.success(t('apiKeys.revoked', { name: apiKey.name }));
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title={t('apiKeys.revokeTitle')}
      message={t('apiKeys.revokeConfirm', { name: apiKey.name })}
      confirmLabel={t('apiKeys.revoke')}
      cancelLabel={t('common.cancel')}
      pending={revoke.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
