import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageTitle } from '@speechdeck/core/web';

/** A service whose plugin has no page yet: says so plainly, with no made-up results. */
export default function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const name = t(titleKey);
  return (
    <section className="page page--narrow status-page" aria-labelledby="coming-soon-title">
      <p className="badge">{t('comingSoon.badge')}</p>
      <PageTitle id="coming-soon-title">{name}</PageTitle>
      <p>{t('comingSoon.body', { name })}</p>
      <p>{t('comingSoon.samples')}</p>
      <Link className="button" to="/home">{t('common.backHome')}</Link>
    </section>
  );
}
