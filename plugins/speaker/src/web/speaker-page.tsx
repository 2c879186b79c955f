import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, PageTitle, Tabs } from '@speechdeck/core/web';
import { EnrollPanel } from './enroll/enroll-panel.tsx';
import { IdentifyPanel } from './identify/identify-panel.tsx';
import { SpeakerList } from './speakers/speaker-list.tsx';
import './speaker-pages.css';

const TASKS = ['enroll', 'identify'] as const;
type Task = (typeof TASKS)[number];

/** /speaker: enroll or identify, one tab each, beside the enrolled speakers; diarization and tracking one link away. */
export default function SpeakerPage() {
  const { t } = useTranslation();
  const analyzerId = useId();
  const [task, setTask] = useState<Task>('enroll');
  return (
    <div className="page sv-page">
      <PageTitle>{t('speaker.title')}</PageTitle>
      <p className="ui-page-intro">{t('speaker.hub.intro')}</p>
      <div className="sv-page__columns">
        <div className="sv-hub__task">
          <Tabs label={t('speaker.hub.tasks')} tabs={TASKS} selected={task} onSelect={setTask} title={(name) => t(`speaker.${name}`)}>
            {task === 'enroll' ? <EnrollPanel /> : <IdentifyPanel onEnroll={() => setTask('enroll')} />}
          </Tabs>
        </div>
        <div className="sv-hub__side">
          <SpeakerList />
          <section className="panel sv-hub__analyzer" aria-labelledby={analyzerId}>
            <h2 id={analyzerId}>{t('speaker.analyzer')}</h2>
            <p>{t('speaker.hub.analyzerText')}</p>
            <a className={buttonClass()} href="#/speaker/analyzer">{t('speaker.hub.toAnalyzer')}</a>
          </section>
        </div>
      </div>
    </div>
  );
}
