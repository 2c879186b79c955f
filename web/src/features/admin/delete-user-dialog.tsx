import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserView } from '@speechdeck/core';
import { Modal } from '../../components/modal/modal.tsx';
import { showSuccess } from '../../components/toasts/notify.ts';
import { useDeleteUser } from './api/use-delete-user.ts';

/** Asks before deleting; focus starts on Cancel so Enter alone never deletes anyone. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUserView; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const cancel = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        showSuccess(t('users.deleted', { email: user.email }));
        onClose();
      },
    });

  return (
    <Modal title={t('users.deleteTitle')} onClose={onClose} role="alertdialog" initialFocus={cancel} describedBy={messageId}>
      <p id={messageId}>{t('users.deleteConfirm', { email: user.email })}</p>
      <div className="dialog-actions">
        <button ref={cancel} type="button" className="button" onClick={onClose}>{t('common.cancel')}</button>
        <button type="button" className="button button--danger" onClick={confirm} disabled={remove.isPending}>
          {t('users.delete')}
        </button>
      </div>
    </Modal>
  );
}
