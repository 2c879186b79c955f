import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@speechdeck/core/web';
import HomeContent from '../../content/home-content.tsx';
import { ServiceCards } from './service-cards.tsx';

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  return (
    <div className="page home-page">
      <HomeContent />
      <ServiceCards />
    </div>
  );
}
