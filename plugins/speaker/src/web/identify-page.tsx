import { useTranslation } from 'react-i18next';
import { PageTitle } from '@speechdeck/core/web';
import { IdentifyPanel } from './identify/identify-panel.tsx';
import './speaker-pages.css';

/** /speaker/identify: who is speaking in a clip, among the user's enrolled speakers. */
export default function IdentifyPage() {
  const { t } = useTranslation();
  return (
    <div className="page sv-page">
      <PageTitle>{t('speaker.identify')}</PageTitle>
      <p className="ui-page-intro">{t('speaker.identifyPage.intro')} <a href="#/speaker/enroll">{t('speaker.identifyPage.toEnroll')}</a></p>
      <IdentifyPanel />
    </div>
  );
}
