import { useTranslation } from 'react-i18next';
import type { AdminUserView } from '@speechdeck/core';
import { ConfirmDialog, notify } from '@speechdeck/core/web';
import { useDeleteUser } from './api/use-delete-user.ts';

/** Asks before deleting; focus starts on Cancel so Enter alone never deletes anyone. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUserView; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteUser();

  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        notify.success(t('users.deleted', { email: user.email }));
        onClose();
      },
    });

  return (
    <ConfirmDialog
      title={t('users.deleteTitle')}
      message={t('users.deleteConfirm', { email: user.email })}
      confirmLabel={t('users.delete')}
      cancelLabel={t('common.cancel')}
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
