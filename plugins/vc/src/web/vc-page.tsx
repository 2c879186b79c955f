import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureNotice, PageTitle, useAudioController, usePlayerSelector, useScrollIntoView } from '@speechdeck/core/web';
import { useCloneLanguages, useEngines } from './api/use-clone-choices.ts';
import { CloneForm } from './options/clone-form.tsx';
import { defaultEngine, INITIAL_OPTIONS, preferredLanguage, type CloneOptions } from './options/clone-options.ts';
import { RecentClones } from './recent/recent-clones.tsx';
import { lengthProblem, type Reference } from './reference/reference.ts';
import { ReferencePicker } from './reference/reference-picker.tsx';
import { ReferencePreview } from './reference/reference-preview.tsx';
import { CloneResult } from './result/clone-result.tsx';
import { describeFailure } from './run/clone-failure.ts';
import { CloneProgress } from './run/clone-progress.tsx';
import { useCloneRun } from './run/use-clone-run.ts';
import './vc-page.css';

/**
 * /vc: a reference recording of the voice (a file, a sample or the microphone), heard before
 * cloning; the text, its language, the engine and the format; Clone with progress; the clone
 * played, compared with the reference, explained by its match report and downloaded; the recent
 * clones.
 */
export default function VcPage() {
  const { t, i18n } = useTranslation();
  const [reference, setReference] = useState<Reference | null>(null);
  const [options, setOptions] = useState<CloneOptions>(INITIAL_OPTIONS);
  const referencePlayer = useAudioController();
  const playerSeconds = usePlayerSelector(referencePlayer, (state) => state.duration);
  const languages = useCloneLanguages();
  const engines = useEngines();
  const run = useCloneRun();

  // Until the person picks, the language and the engine are the preferred ones of what the host serves.
  const language = options.language || preferredLanguage(languages.data ?? [], i18n.language || 'en');
  const engine = options.engine || defaultEngine(engines.data ?? []);
  const effective: CloneOptions = { ...options, language, engine };

  // A recording knows its length from its clock; a file's comes from the player once its metadata is in.
  const referenceSeconds = reference ? (reference.kind === 'recording' ? reference.seconds : playerSeconds || null) : null;
  const problem = lengthProblem(referenceSeconds);
  const blocked = !reference ? t('vc.form.needReference') : problem ? t('vc.form.fixReference') : null;

  const choose = (next: Reference) => {
    setReference(next);
    // A sample says what language it speaks: take it when a clone can be spoken in it.
    if (next.kind === 'sample' && languages.data?.includes(next.sample.language)) setOptions((current) => ({ ...current, language: next.sample.language }));
  };

  const clone = () => {
    if (!reference) return;
    run.submit({ reference, fields: { text: effective.text, language, format: effective.format, engine: engine || undefined } });
  };

  const failure = run.submitError ? describeFailure(run.submitError, t) : run.pollError ? describeFailure(run.pollError, t) : null;
  const job = run.job;
  const showProgress = run.sending || (job !== null && run.shown?.reference !== null && job.status !== 'done');
  const done = job?.status === 'done' ? job : null;
  // The result opens below the form: bring it into view when it arrives.
  const resultBox = useScrollIntoView<HTMLDivElement>(done?.id ?? null);

  return (
    <div className="page vc-page">
      <PageTitle>{t('vc.title')}</PageTitle>
      <p className="ui-page-intro">{t('vc.intro')}</p>
      <div className="ui-setup">
        <ReferencePicker reference={reference} disabled={run.running} onReference={choose}>
          {reference && <ReferencePreview reference={reference} player={referencePlayer} seconds={referenceSeconds} problem={problem} />}
        </ReferencePicker>
        <CloneForm
          value={effective}
          onChange={setOptions}
          languages={languages.data ?? null}
          languagesFailed={languages.isError}
          engines={engines.data ?? null}
          enginesFailed={engines.isError}
          busy={run.running}
          blocked={blocked}
          onClone={clone}
        />
      </div>
      {failure && <FailureNotice className="vc-page__error" title={failure.title} detail={failure.detail} />}
      {showProgress && (
        <section className="panel" aria-label={t('vc.progress.title')}>
          <CloneProgress job={job} />
        </section>
      )}
      <div ref={resultBox} className="vc-page__result">
        {done && <CloneResult key={done.id} job={done} engines={engines.data ?? null} reference={run.shown?.reference ?? null} />}
      </div>
      <RecentClones shownId={run.shown?.id ?? null} onOpen={run.open} onDeleted={(id) => run.shown?.id === id && run.close()} />
    </div>
  );
}
