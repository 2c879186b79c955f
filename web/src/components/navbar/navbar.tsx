import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useShell } from '../../app/shell-context.tsx';
import { useSession } from '../../session/use-session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { useHeightProperty } from './use-height-property.ts';

/**
 * Spec §2's top bar: logo, Home, 'AI Services' and "User's Space" (built from the registry, shown
 * only when logged in), Learn More, and the login/logout button; plus the language switch.
 */
export function Navbar() {
  const { t } = useTranslation();
  const { registry, sessionState } = useShell();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const header = useRef<HTMLElement>(null);
  useHeightProperty(header, '--navbar-height');

  const logout = () => {
    // Spec §4: logout from the navbar clears storage and goes to /home.
    navigate('/home');
    sessionState.signOut();
    queryClient.clear();
  };

  return (
    <header ref={header} className="navbar">
      <nav className="nav" aria-label={t('nav.label')}>
        <Link to="/home" className="nav__brand" aria-label={t('nav.logo')}>
          <Logo />
          <span className="nav__brand-name" aria-hidden="true">speechdeck</span>
        </Link>
        <ul className="nav__items">
          <li><NavLink className="nav__item" to="/home">{t('nav.home')}</NavLink></li>
          {session && (
            <>
              <NavDropdown label={t('nav.services')} entries={registry.menu('services')} openOnHover />
              <NavDropdown label={t('nav.space')} entries={registry.menu('space')} />
            </>
          )}
          <li><NavLink className="nav__item" to="/learnmore">{t('nav.learnMore')}</NavLink></li>
        </ul>
        <div className="nav__end">
          <LanguageSwitch />
          {session ? (
            <button type="button" className="button button--small" onClick={logout}>{t('nav.logout')}</button>
          ) : (
            <button type="button" className="button button--small button--primary" onClick={() => navigate('/login')}>{t('nav.login')}</button>
          )}
        </div>
      </nav>
    </header>
  );
}
