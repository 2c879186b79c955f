import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyView, CreatedApiKey } from '@speechdeck/core';
import { EmptyState, LoadingState, PageTitle } from '@speechdeck/core/web';
import { ApiKeysTable } from './api-keys-table.tsx';
import { useApiKeys } from './api/use-api-keys.ts';
import { CreateKeyForm } from './create-key-form.tsx';
import { NewKeySecret } from './new-key-secret.tsx';
import { RevokeKeyDialog } from './revoke-key-dialog.tsx';

/** The user's API keys: create one (its secret shown once), see when each was used, revoke after a confirmation. */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  return (
    <div className="page">
      <PageTitle>{t('apiKeys.title')}</PageTitle>
      <p>{t('apiKeys.intro')}</p>
      {created ? <NewKeySecret created={created} onDone={() => setCreated(null)} /> : <CreateKeyForm onCreated={setCreated} />}
      <section className="panel" aria-labelledby="api-keys-list-title">
        <h2 id="api-keys-list-title">{t('apiKeys.list', { count: keys.data?.length ?? 0 })}</h2>
        {keys.isPending && <LoadingState page />}
        {keys.data?.length === 0 && <EmptyState message={t('apiKeys.empty')} />}
        {keys.data && keys.data.length > 0 && <ApiKeysTable keys={keys.data} onRevoke={setRevoking} />}
      </section>
      {revoking && <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
    </div>
  );
}
