import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@speechdeck/core/web';
import { useShell } from '../../app/shell-context.tsx';
import { useSession } from '../../session/use-session.ts';
import { useMe } from './api/use-me.ts';
import { DashboardWidgets } from './dashboard-widgets.tsx';
import { EnginesPanel } from './engines-panel.tsx';

/** The user's own page: who they are, their role, what the services hold for them and where it lives. */
export default function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.dashboard'));
  const session = useSession();
  const { registry } = useShell();
  const me = useMe();
  const name = me.data ? [me.data.firstName, me.data.lastName].filter(Boolean).join(' ') : session?.name;
  const role = me.data?.roles[0]?.name ?? session?.role;
  const space = registry.menu('space').filter((entry) => entry.path !== 'dashboard');

  return (
    <div className="page dashboard">
      <h1>{t('dashboard.welcome', { name: name || session?.email })}</h1>
      <section className="panel" aria-labelledby="account-title">
        <h2 id="account-title">{t('dashboard.account')}</h2>
        <dl className="facts">
          <dt>{t('fields.name')}</dt>
          <dd data-testid="dashboard-name">{name || '—'}</dd>
          <dt>{t('fields.email')}</dt>
          <dd data-testid="dashboard-email">{me.data?.email ?? session?.email}</dd>
          <dt>{t('fields.role')}</dt>
          <dd data-testid="dashboard-role">{role ? t(`roles.${role}`) : '—'}</dd>
        </dl>
        <p className="panel__actions">
          <Link className="button" to="/changepass">{t('changePassword.title')}</Link>
          {role === 'ADMIN' && <Link className="button" to="/admin/users">{t('users.title')}</Link>}
        </p>
      </section>
      <section className="panel" aria-labelledby="space-title">
        <h2 id="space-title">{t('dashboard.space')}</h2>
        <DashboardWidgets />
        <p>{t('dashboard.spaceIntro')}</p>
        <ul className="link-list">
          {space.map((entry) => (
            <li key={entry.path}><Link to={`/${entry.path}`}>{t(entry.titleKey)}</Link></li>
          ))}
        </ul>
      </section>
      <EnginesPanel />
    </div>
  );
}
