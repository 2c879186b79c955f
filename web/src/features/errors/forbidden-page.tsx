import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** 403: logged in, but this page needs a role the person does not have. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  usePageTitle(t('forbidden.title'));
  return (
    <section className="page page--narrow status-page" aria-labelledby="forbidden-title">
      <p className="status-page__code" aria-hidden="true">403</p>
      <h1 id="forbidden-title">{t('forbidden.title')}</h1>
      <p>{t('forbidden.body')}</p>
      <Link className="button" to="/home">{t('common.backHome')}</Link>
    </section>
  );
}
