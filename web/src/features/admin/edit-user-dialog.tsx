import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserView } from '@speechdeck/core';
import { Dialog, notify, SelectField, SubmitButton } from '@speechdeck/core/web';
import { useUpdateUser } from './api/use-update-user.ts';
import { roleIdOf, roleOptions } from './role-options.ts';

/** Changes a user's role and whether the account is active (PUT /user/update). */
export function EditUserDialog({ user, onClose }: { user: AdminUserView; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const activeId = useId();
  const [role, setRole] = useState(roleIdOf(user.roles[0]?.name));
  const [active, setActive] = useState(user.active);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: user.id, role: { id: Number(role) }, active }, {
      onSuccess: () => {
        notify.success(t('users.updated', { email: user.email }));
        onClose();
      },
    });
  };

  return (
    <Dialog title={t('users.editTitle', { email: user.email })} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <SelectField label={t('fields.role')} options={roleOptions(t)} value={role} onChange={setRole} />
        <div className="field field--checkbox">
          <input id={activeId} type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
          <label htmlFor={activeId}>{t('users.active')}</label>
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>{t('common.cancel')}</button>
          <SubmitButton busy={update.isPending}>{t('common.save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
