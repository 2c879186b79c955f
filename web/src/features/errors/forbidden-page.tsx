import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageTitle } from '@speechdeck/core/web';

/** 403: logged in, but this page needs a role the person does not have. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow status-page" aria-labelledby="forbidden-title">
      <p className="status-page__code" aria-hidden="true">403</p>
      <PageTitle id="forbidden-title">{t('forbidden.title')}</PageTitle>
      <p>{t('forbidden.body')}</p>
      <Link className="button" to="/home">{t('common.backHome')}</Link>
    </section>
  );
}
