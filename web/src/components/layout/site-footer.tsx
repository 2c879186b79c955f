import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The legal and company pages, reachable from every screen. */
export function SiteFooter() {
  const { t } = useTranslation();
  const links = [
    ['/aboutus', 'footer.aboutUs'],
    ['/eula', 'footer.eula'],
    ['/privacypolicy', 'footer.privacy'],
    ['/csae', 'footer.childSafety'],
  ] as const;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          {links.map(([to, key]) => (
            <li key={to}><Link to={to}>{t(key)}</Link></li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__note">{t('footer.note')}</p>
    </footer>
  );
}
