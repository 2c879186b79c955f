import { useTranslation } from 'react-i18next';
import { LoadingState, PageTitle } from '@speechdeck/core/web';
import { errorMessage } from '../../lib/error-message.ts';
import { useAppAds } from './api/use-app-ads.ts';

/** Shows what the host serves at /app-ads.txt (spec §2), or that it is not configured. */
export default function AppAdsPage() {
  const { t } = useTranslation();
  const appAds = useAppAds();
  return (
    <section className="page page--narrow" aria-labelledby="app-ads-title">
      <PageTitle id="app-ads-title">app-ads.txt</PageTitle>
      <p>{t('appAds.intro')}</p>
      {appAds.isPending && <LoadingState page />}
      {appAds.isError && <p className="notice notice--error" role="alert">{errorMessage(appAds.error, t)}</p>}
      {appAds.data === null && <p className="notice">{t('appAds.notConfigured')}</p>}
      {appAds.data && <pre className="code-block" data-testid="app-ads-line">{appAds.data}</pre>}
      <p><a href="/app-ads.txt">{t('appAds.raw')}</a></p>
    </section>
  );
}
