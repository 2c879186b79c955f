import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, describeFailure, languageLabel, LoadingState, PageTitle, type SampleMedia } from '@speechdeck/core/web';
import { RecognitionOptions } from './options/recognition-options.tsx';
import { DEFAULT_FLAGS, type RecognitionFlags } from './options/recognition-flags.ts';
import { useServedLanguages } from './options/use-served-languages.ts';
import { RecognitionResultView } from './result/recognition-result.tsx';
import { JobProgress } from './run/job-progress.tsx';
import { recognitionFailures } from './run/recognition-failures.ts';
import { UploadProgress } from './run/upload-progress.tsx';
import { useRecognitionRun } from './run/use-recognition-run.ts';
import { SpeechSource, type SpeechInput } from './speech-source.tsx';
import './speech-page.css';

/** /speech: choose speech (file, sample or link) and options, watch it upload and recognize, read and play the result. */
export default function SpeechPage() {
  const { t, i18n } = useTranslation();
  const [input, setInput] = useState<SpeechInput | null>(null);
  const [loadingSample, setLoadingSample] = useState<SampleMedia | null>(null);
  const [flags, setFlags] = useState<RecognitionFlags>(DEFAULT_FLAGS);
  const run = useRecognitionRun();
  const served = useServedLanguages().data ?? null;
  const progress = useRef<HTMLElement>(null);
  const resultBox = useRef<HTMLDivElement>(null);
  const showProgress = run.upload !== null || run.job !== null;
  const stage = run.job ? (run.job.status === 'done' ? 'done' : 'job') : run.upload ? 'upload' : null;

  // The progress opens below the form, and the result below that: bring each into view as it comes.
  useEffect(() => {
    if (!stage) return;
    const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    if (stage === 'done') resultBox.current?.scrollIntoView?.({ block: 'start', behavior });
    else progress.current?.scrollIntoView?.({ block: 'nearest', behavior });
  }, [stage]);

  // A new input clears the last run's progress and result, but never a run still going (a sample
  // picked in the panel meanwhile becomes the next input); a sample brings its language.
  const choose = (next: SpeechInput) => {
    if (!run.running) run.clear();
    setInput(next);
    if (next.kind === 'sample') setFlags((current) => ({ ...current, language: next.sample.language }));
  };

  // Shown inline only: the run's calls are quiet, so the shell toasts none of them.
  const language = languageLabel(run.submittedLanguage ?? flags.language, i18n.language || 'en');
  const error = run.submitError ?? run.pollError;
  const failure = error ? describeFailure(error, recognitionFailures(t, language)) : null;
  const start = () => {
    if (input) run.submit({ input, flags });
  };

  return (
    <div className="page speech-page">
      <PageTitle>{t('stt.title')}</PageTitle>
      <p className="speech-page__intro">{t('stt.intro')}</p>
      <div className="speech-page__setup">
        <SpeechSource input={input} disabled={run.running} onInput={choose} onSampleLoading={setLoadingSample} />
        <div className="speech-page__side">
          <RecognitionOptions value={flags} served={served} disabled={run.running} onChange={setFlags} />
          <div className="speech-page__actions">
            <Button variant="primary" className="speech-page__start" disabled={!input || run.running || loadingSample !== null} onClick={start}>
              {run.running ? t('stt.actions.running') : t('stt.actions.recognize')}
            </Button>
            {run.submitting && run.upload?.mode === 'file' && !run.upload.done && (
              <Button onClick={run.cancel}>{t('stt.actions.cancel')}</Button>
            )}
            {!input && <span className="speech-page__hint">{t('stt.actions.needInput')}</span>}
          </div>
        </div>
      </div>
      {failure && (
        <div className="notice notice--error speech-page__error" role="alert">
          <strong>{failure.title}</strong>
          {failure.detail && <p className="speech-page__error-detail">{failure.detail}</p>}
          {failure.forOperator && (
            <details className="speech-page__operator">
              <summary>{t('stt.errors.operatorDetails')}</summary>
              <p>{failure.forOperator}</p>
            </details>
          )}
        </div>
      )}
      {showProgress && (
        <section ref={progress} className="panel speech-progress" aria-label={t('stt.progress.title')}>
          {run.upload && <UploadProgress upload={run.upload} failed={Boolean(run.submitError) && !run.upload.done} />}
          {/* A job kept from before (a reload, Back, a new login) has no upload here to name its file. */}
          {run.job && !run.upload && <p className="speech-progress__kept">{t('stt.progress.kept', { name: run.job.fn })}</p>}
          {run.job && <JobProgress result={run.job} />}
        </section>
      )}
      <div ref={resultBox} className="speech-page__result">
        {run.job?.status === 'done' && (
          // The result view waits for the workspace's words (its player and transcript) the first time.
          <Suspense fallback={<LoadingState />}>
            <RecognitionResultView result={run.job} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
