import { useTranslation } from 'react-i18next';
import type { AdminUserView } from '@speechdeck/core';

interface UsersTableProps {
  users: readonly AdminUserView[];
  /** The admin's own e-mail: they cannot delete themselves. */
  selfEmail: string | undefined;
  onEdit: (user: AdminUserView) => void;
  onDelete: (user: AdminUserView) => void;
}

export function UsersTable({ users, selfEmail, onEdit, onDelete }: UsersTableProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  return (
    <div className="table-wrap">
      <table className="table table--stack">
        <caption className="visually-hidden">{t('users.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fields.email')}</th>
            <th scope="col">{t('fields.name')}</th>
            <th scope="col">{t('fields.role')}</th>
            <th scope="col">{t('users.status')}</th>
            <th scope="col">{t('users.created')}</th>
            <th scope="col"><span className="visually-hidden">{t('users.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const role = user.roles[0]?.name;
            return (
              <tr key={user.id} data-testid={`user-row-${user.email}`}>
                <th scope="row">{user.email}</th>
                <td data-label={t('fields.name')}>{[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}</td>
                <td data-label={t('fields.role')}>{role ? t(`roles.${role}`) : '—'}</td>
                <td data-label={t('users.status')}>
                  {user.active ? t('users.active') : t('users.inactive')}
                  {!user.confirmed && <span className="badge badge--muted">{t('users.unconfirmed')}</span>}
                </td>
                <td data-label={t('users.created')}>{date.format(new Date(user.createdAt))}</td>
                <td className="table__actions">
                  <button type="button" className="button button--small" onClick={() => onEdit(user)} aria-label={t('users.editLabel', { email: user.email })}>
                    {t('users.edit')}
                  </button>
                  {user.email !== selfEmail && (
                    <button type="button" className="button button--small button--danger" onClick={() => onDelete(user)} aria-label={t('users.deleteLabel', { email: user.email })}>
                      {t('users.delete')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
