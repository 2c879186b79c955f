import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, describeFailure, FailureNotice, languageLabel, languageOptions, LoadingState, PageTitle, useScrollIntoView } from '@speechdeck/core/web';
import { isServed, useServedLanguages } from '@speechdeck/plugin-stt/web';
import { MED_LANGUAGES } from '../contract/med-api.ts';
import { MedInputPicker } from './input/med-input-picker.tsx';
import type { MedInput } from './input/med-input.ts';
import { MedResultView } from './result/med-result-view.tsx';
import { medFailures } from './run/med-failures.ts';
import { MedProgress } from './run/med-progress.tsx';
import { useMedRun } from './run/use-med-run.ts';
import './med-page.css';

/** /med: a recording (file, sample, microphone or link) in, its transcript out with the medical terms marked and listed. */
export default function MedPage() {
  const { t, i18n } = useTranslation();
  const languageId = useId();
  const [input, setInput] = useState<MedInput | null>(null);
  const [language, setLanguage] = useState<string>('en');
  const [sampleLoading, setSampleLoading] = useState(false);
  const run = useMedRun();
  const served = useServedLanguages().data ?? null;
  const progress = useScrollIntoView<HTMLElement>(run.upload !== null || run.job !== null ? (run.job?.status ?? 'upload') : null);
  const resultBox = useScrollIntoView<HTMLDivElement>(run.job?.status === 'done' ? run.job.processId : null);
  const uiLanguage = i18n.language || 'en';

  // A new input clears the last run, but never one still going.
  const choose = (next: MedInput) => {
    if (!run.running) run.clear();
    setInput(next);
    if (next.kind === 'sample' && (MED_LANGUAGES as readonly string[]).includes(next.sample.language)) setLanguage(next.sample.language);
  };
  const named = languageLabel(run.submittedLanguage ?? language, uiLanguage);
  const error = run.submitError ?? run.pollError;
  const failure = error ? describeFailure(error, medFailures(t, named)) : null;

  return (
    <div className="page med-page">
      <PageTitle>{t('med.title')}</PageTitle>
      <p className="med-page__intro">{t('med.intro')}</p>
      <div className="med-page__setup">
        <MedInputPicker input={input} disabled={run.running} onInput={choose} onSampleLoading={setSampleLoading} />
        <div className="med-page__side panel">
          <div className="field">
            <label className="field__label" htmlFor={languageId}>{t('med.language')}</label>
            <select id={languageId} className="field__input" value={language} disabled={run.running} onChange={(event) => setLanguage(event.target.value)}>
              {languageOptions(MED_LANGUAGES, uiLanguage).map(({ value: code, label }) => (
                <option key={code} value={code}>
                  {served && !isServed(served, code) ? t('med.languageNotServed', { language: label }) : label}
                </option>
              ))}
            </select>
            <p className="field__hint">{t('med.languageHint')}</p>
          </div>
          <div className="med-page__actions">
            <Button variant="primary" disabled={!input || run.running || sampleLoading} onClick={() => input && run.submit({ input, language })}>
              {run.running ? t('med.actions.running') : t('med.actions.recognize')}
            </Button>
            {run.submitting && run.upload?.mode === 'file' && !run.upload.done && <Button onClick={run.cancel}>{t('med.actions.cancel')}</Button>}
            {!input && <span className="med-page__hint">{t('med.actions.needInput')}</span>}
          </div>
        </div>
      </div>
      {failure && <FailureNotice className="med-page__error" title={failure.title} detail={failure.detail} />}
      {(run.upload || run.job) && (
        <section ref={progress} className="panel med-progress" aria-label={t('med.progress.title')}>
          {/* A job kept from before (a reload, Back, a new login) has no upload here to name its file. */}
          {run.job && !run.upload && <p className="med-progress__kept">{t('med.progress.kept', { name: run.job.fn })}</p>}
          <MedProgress upload={run.upload} uploadFailed={Boolean(run.submitError) && !run.upload?.done} result={run.job} />
        </section>
      )}
      <div ref={resultBox} className="med-page__result">
        {run.job?.status === 'done' && (
          <Suspense fallback={<LoadingState />}>
            <MedResultView result={run.job} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
