import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@speechdeck/core/web';
import HomeContent from '../../content/home-content.tsx';
import { useSession } from '../../session/use-session.ts';
import { ServiceCards } from './service-cards.tsx';

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  const session = useSession();
  return (
    <div className="page home-page">
      <HomeContent loggedIn={session !== null} />
      <ServiceCards />
    </div>
  );
}
