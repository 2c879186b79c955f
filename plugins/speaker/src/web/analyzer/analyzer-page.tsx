import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, describeFailure, FailureNotice, PageTitle, useScrollIntoView, type SampleMedia } from '@speechdeck/core/web';
import type { Clip } from '../clip/clip.ts';
import { InputPicker } from './input/input-picker.tsx';
import { DEFAULT_OPTIONS, type AnalysisOptions } from './options/analysis-options.ts';
import { OptionsForm } from './options/options-form.tsx';
import { RecentAnalyses } from './recent/recent-analyses.tsx';
import { AnalysisResult } from './result/analysis-result.tsx';
import { analysisFailures } from './run/analysis-failures.ts';
import { AnalysisProgress } from './run/analysis-progress.tsx';
import { useAnalysisRun } from './run/use-analysis-run.ts';
import './analyzer-page.css';

/**
 * /speaker/analyzer: a conversation (a file, a sample or a recording), diarized (S1, S2…) or tracked (enrolled
 * speakers by name) with an estimated or a known number of speakers; the upload and the job
 * followed; who spoke when on the waveform and a lane per speaker, speaking time as a chart, the
 * turns to play, download and save to the workspace; the user's earlier analyses to reopen or delete.
 */
export default function AnalyzerPage() {
  const { t } = useTranslation();
  const [input, setInput] = useState<Clip | null>(null);
  const [options, setOptions] = useState<AnalysisOptions>(DEFAULT_OPTIONS);
  const [loadingSample, setLoadingSample] = useState<SampleMedia | null>(null);
  const run = useAnalysisRun();

  // A new recording clears the last result, but never a run still going.
  const choose = (next: Clip) => {
    if (!run.running) run.clear();
    setInput(next);
  };

  // Shown inline: the chosen recording and the options stay, to fix and send again.
  const error = run.submitError ?? run.pollError;
  const failure = error ? describeFailure(error, analysisFailures(t)) : null;
  const analysis = run.job;
  const done = analysis?.status === 'done' ? analysis : null;
  // One reopened from the list is done: only one sent from here, or kept from before, shows its progress.
  const showProgress = run.upload !== null || (analysis !== null && !done);
  // The result opens below the form: bring it into view when it arrives.
  const resultBox = useScrollIntoView<HTMLDivElement>(done?.id ?? null);

  return (
    <div className="page sa-page">
      <PageTitle>{t('speaker.analyzer')}</PageTitle>
      <p className="ui-page-intro">{t('speaker.diarization.intro')}</p>
      <div className="ui-setup">
        <InputPicker input={input} disabled={run.running} onInput={choose} onSampleLoading={setLoadingSample} />
        <section className="panel sa-run" aria-label={t('speaker.diarization.options.title')}>
          <OptionsForm value={options} disabled={run.running} onChange={setOptions} />
          <div className="sa-run__actions">
            <Button
              variant="primary"
              disabled={!input || run.running || loadingSample !== null}
              onClick={() => input && run.submit({ input, options })}
            >
              {run.running ? t('speaker.diarization.actions.running') : t(`speaker.diarization.actions.start.${options.kind}`)}
            </Button>
            {run.running && (
              <Button disabled={run.cancelling || (run.upload?.done === true && !run.shown)} onClick={run.cancel}>
                {run.cancelling ? t('speaker.diarization.actions.cancelling') : t('speaker.diarization.actions.cancel')}
              </Button>
            )}
            {!input && <span className="sa-run__hint">{t('speaker.diarization.actions.needInput')}</span>}
          </div>
        </section>
      </div>
      {failure && <FailureNotice className="sa-page__error" title={failure.title} detail={failure.detail} />}
      {showProgress && (
        <section className="panel sa-page__progress" aria-label={t('speaker.diarization.progress.title')}>
          <AnalysisProgress upload={run.upload} uploadFailed={Boolean(run.submitError)} job={analysis} />
        </section>
      )}
      <div ref={resultBox} className="sa-page__result">
        {done && <AnalysisResult key={done.id} analysis={done} file={run.shown?.file ?? null} />}
      </div>
      <RecentAnalyses shownId={run.shown?.id ?? null} onOpen={run.open} onDeleted={(id) => run.shown?.id === id && run.clear()} />
    </div>
  );
}
