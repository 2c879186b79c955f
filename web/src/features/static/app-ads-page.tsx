import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAppAds } from './api/use-app-ads.ts';

/** Shows what the host serves at /app-ads.txt (spec §2), or that it is not configured. */
export default function AppAdsPage() {
  const { t } = useTranslation();
  usePageTitle('app-ads.txt');
  const appAds = useAppAds();
  return (
    <section className="page page--narrow" aria-labelledby="app-ads-title">
      <h1 id="app-ads-title">app-ads.txt</h1>
      <p>{t('appAds.intro')}</p>
      {appAds.isPending && <PageLoading />}
      {appAds.isError && <p className="notice notice--error" role="alert">{errorMessage(appAds.error, t)}</p>}
      {appAds.data === null && <p className="notice">{t('appAds.notConfigured')}</p>}
      {appAds.data && <pre className="code-block" data-testid="app-ads-line">{appAds.data}</pre>}
      <p><a href="/app-ads.txt">{t('appAds.raw')}</a></p>
    </section>
  );
}
