import { useTranslation } from 'react-i18next';
import type { ApiKeyView } from '@speechdeck/core';

/** The caller's keys with when each was made and last used; never a secret (the host has none to give). */
export function ApiKeysTable({ keys, onRevoke }: { keys: readonly ApiKeyView[]; onRevoke: (key: ApiKeyView) => void }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="table-wrap">
      <table className="table table--stack">
        <caption className="visually-hidden">{t('apiKeys.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('apiKeys.name')}</th>
            <th scope="col">{t('apiKeys.created')}</th>
            <th scope="col">{t('apiKeys.lastUsed')}</th>
            <th scope="col"><span className="visually-hidden">{t('apiKeys.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} data-testid={`api-key-row-${key.id}`}>
              <th scope="row">{key.name}</th>
              <td data-label={t('apiKeys.created')}>{date.format(new Date(key.createdAt))}</td>
              <td data-label={t('apiKeys.lastUsed')}>{key.lastUsedAt ? date.format(new Date(key.lastUsedAt)) : t('apiKeys.never')}</td>
              <td className="table__actions">
                <button type="button" className="button button--small button--danger" onClick={() => onRevoke(key)} aria-label={t('apiKeys.revokeLabel', { name: key.name })}>
                  {t('apiKeys.revoke')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
