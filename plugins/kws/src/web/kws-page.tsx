import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle, Tabs } from '@speechdeck/core/web';
import { ResultsAnalysis } from './results/results-analysis.tsx';
import { SpotPanel } from './spot/spot-panel.tsx';
import './kws-page.css';

const VIEWS = ['results', 'spot'] as const;
type View = (typeof VIEWS)[number];

/**
 * /kws "Analyze Results": the keywords of the user's results (their text), or keywords spotted in
 * the audio of a recording or a result. One tab each; the analysis of the results opens first.
 */
export default function KwsPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('results');
  return (
    <div className="page kws-page">
      <PageTitle>{t('kws.title')}</PageTitle>
      <Tabs label={t('kws.views')} tabs={VIEWS} selected={view} onSelect={setView} title={(name) => t(`kws.view.${name}`)}>
        {view === 'results' ? <ResultsAnalysis /> : <SpotPanel />}
      </Tabs>
    </div>
  );
}
