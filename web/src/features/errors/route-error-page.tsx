import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { PageTitle } from '@speechdeck/core/web';
import { isChunkLoadError } from './chunk-load-error.ts';

/**
 * What a person sees instead of React Router's developer screen when a page fails: after a deploy,
 * "a new version is available" (the open tab asks for files the new build no longer has); otherwise
 * a plain apology. Reload fetches the current build. Part of the first download: a lazily loaded
 * error page could itself be missing.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const stale = isChunkLoadError(useRouteError());
  return (
    <section className="page page--narrow status-page" aria-labelledby="route-error-title">
      <PageTitle id="route-error-title">{t(stale ? 'appError.newVersionTitle' : 'appError.title')}</PageTitle>
      <p>{t(stale ? 'appError.newVersionBody' : 'appError.body')}</p>
      <p className="status-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>{t('appError.reload')}</button>
        {!stale && <Link className="button" to="/home">{t('common.backHome')}</Link>}
      </p>
    </section>
  );
}
