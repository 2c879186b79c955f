import { useTranslation } from 'react-i18next';
import { PageTitle } from '@speechdeck/core/web';
import { EnrollPanel } from './enroll/enroll-panel.tsx';
import { SpeakerList } from './speakers/speaker-list.tsx';
import './speaker-pages.css';

/** /speaker/enroll: enroll a voice under a name (or add a clip to one), and the enrolled speakers. */
export default function EnrollPage() {
  const { t } = useTranslation();
  return (
    <div className="page sv-page">
      <PageTitle>{t('speaker.enroll')}</PageTitle>
      <p className="ui-page-intro">{t('speaker.enrollPage.intro')} <a href="#/speaker/identify">{t('speaker.enrollPage.toIdentify')}</a></p>
      <div className="sv-page__columns">
        <EnrollPanel />
        <SpeakerList />
      </div>
    </div>
  );
}
