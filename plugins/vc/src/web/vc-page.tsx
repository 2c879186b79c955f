import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure, FailureNotice, PageTitle, useAudioController, usePlayerSelector, useScrollIntoView, type PickedRecording } from '@speechdeck/core/web';
import { useCloneLanguages, useEngines } from './api/use-clone-choices.ts';
import { CloneForm } from './options/clone-form.tsx';
import { defaultEngine, INITIAL_OPTIONS, preferredLanguage, type CloneOptions } from './options/clone-options.ts';
import { RecentClones } from './recent/recent-clones.tsx';
import { lengthProblem, referenceFile } from './reference/reference.ts';
import { ReferencePicker } from './reference/reference-picker.tsx';
import { ReferencePreview } from './reference/reference-preview.tsx';
import { useReferenceChoice } from './reference/use-reference-choice.ts';
import { CloneResult } from './result/clone-result.tsx';
import { cloneFailures } from './run/clone-failures.ts';
import { CloneProgress } from './run/clone-progress.tsx';
import { useCloneRun } from './run/use-clone-run.ts';
import './vc-page.css';

/**
 * /vc: the voice to clone, a recording (a file, a sample or the microphone, heard before cloning)
 * or one of the user's enrolled speakers; the text, its language, the engine and the format; Clone
 * with progress; the clone played, compared with the reference, explained by its match report and
 * downloaded; the recent clones.
 */
export default function VcPage() {
  const { t, i18n } = useTranslation();
  const choice = useReferenceChoice();
  const { reference, recording } = choice;
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

  // A recording knows its length from its clock; a file's comes from the player once its metadata is
  // in; an enrolled speaker's clips are joined and measured by the host.
  const referenceSeconds = !reference || reference.kind === 'speaker' ? null : reference.kind === 'recording' ? reference.seconds : playerSeconds || null;
  const problem = lengthProblem(referenceSeconds);
  const blocked = !reference ? t(choice.source === 'speaker' ? 'vc.form.needSpeaker' : 'vc.form.needReference') : problem ? t('vc.form.fixReference') : null;

  const choose = (next: PickedRecording) => {
    choice.setRecording(next);
    // A sample says what language it speaks: take it when a clone can be spoken in it.
    if (next.kind === 'sample' && languages.data?.includes(next.sample.language)) setOptions((current) => ({ ...current, language: next.sample.language }));
  };

  const clone = () => {
    if (!reference) return;
    run.submit({ reference, fields: { text: effective.text, language, format: effective.format, engine: engine || undefined } });
  };

  const error = run.submitError ?? run.pollError;
  const failure = error ? describeFailure(error, cloneFailures(t)) : null;
  const job = run.job;
  // One reopened from the list is done: only one sent from here, or kept from before, shows its progress.
  const showProgress = run.submitting || (job !== null && job.status !== 'done');
  const done = job?.status === 'done' ? job : null;
  // The result opens below the form: bring it into view when it arrives.
  const resultBox = useScrollIntoView<HTMLDivElement>(done?.id ?? null);

  return (
    <div className="page vc-page">
      <PageTitle>{t('vc.title')}</PageTitle>
      <p className="ui-page-intro">{t('vc.intro')}</p>
      <div className="ui-setup">
        <ReferencePicker
          source={choice.source}
          onSource={choice.setSource}
          recording={recording}
          onRecording={choose}
          speaker={choice.speaker}
          onSpeaker={choice.setSpeaker}
          disabled={run.running}
        >
          {recording && <ReferencePreview reference={recording} player={referencePlayer} seconds={referenceSeconds} problem={problem} />}
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
          {/* A clone kept from before (a reload, Back, a new login) has no reference here to go by. */}
          {job && !run.submitting && !run.shown?.reference && <p className="vc-progress__kept">{t('vc.progress.kept', { title: job.title })}</p>}
          <CloneProgress job={job} />
        </section>
      )}
      <div ref={resultBox} className="vc-page__result">
        {done && <CloneResult key={done.id} job={done} engines={engines.data ?? null} reference={run.shown?.reference ? referenceFile(run.shown.reference) : null} />}
      </div>
      <RecentClones shownId={run.shown?.id ?? null} onOpen={run.open} onDeleted={(id) => run.shown?.id === id && run.clear()} />
    </div>
  );
}
