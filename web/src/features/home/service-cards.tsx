import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShell } from '../../app/shell-context.tsx';
import { accountPlugin } from '../../app/account-plugin.ts';
import { useSession } from '../../session/use-session.ts';

/** One card per service route in the registry, so a new plugin appears here without touching the shell. */
export function ServiceCards() {
  const { t } = useTranslation();
  const { registry } = useShell();
  const session = useSession();
  const routes = registry.routes.filter((route) => route.pluginId !== accountPlugin.id);
  return (
    <section className="service-cards" aria-labelledby="service-cards-title">
      <h2 id="service-cards-title">{t('home.servicesTitle')}</h2>
      {!session && <p className="service-cards__hint">{t('home.loginHint')}</p>}
      <ul className="service-cards__grid">
        {routes.map((route) => (
          <li key={route.path}>
            <Link className="service-card" to={`/${route.path}`}>
              <span className="service-card__title">{t(route.titleKey)}</span>
              <span className="service-card__meta">
                {route.page ? t('home.open') : t('comingSoon.badge')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
