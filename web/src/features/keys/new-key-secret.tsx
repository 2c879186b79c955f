import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '@speechdeck/core';
import { Button, notify } from '@speechdeck/core/web';

/**
 * The secret of the key just created, shown this once: the host keeps only its hash, so it is
 * gone once the user dismisses it or leaves the page.
 */
export function NewKeySecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      notify.success(t('apiKeys.copied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text stays selectable.
      notify.error(t('apiKeys.copyFailed'));
    }
  };
  return (
    <section className="panel" role="status" aria-labelledby="new-key-title" data-testid="new-api-key">
      <h2 id="new-key-title">{t('apiKeys.createdTitle', { name: created.name })}</h2>
      <p>{t('apiKeys.shownOnce')}</p>
      <p><code data-testid="new-api-key-secret">{created.key}</code></p>
      <Button variant="primary" onClick={copy}>{t('apiKeys.copy')}</Button>{' '}
      <Button onClick={onDone}>{t('apiKeys.done')}</Button>
    </section>
  );
}
