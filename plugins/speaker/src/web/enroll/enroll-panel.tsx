import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField } from '@speechdeck/core/web';
import { SV_LIMITS } from '../../contract/sv-api.ts';
import { useSpeakers } from '../api/get-speakers.ts';
import { ClipPicker } from '../clip/clip-picker.tsx';
import { ClipPreview } from '../clip/clip-preview.tsx';
import type { Clip } from '../clip/clip.ts';
import { FailureNotice } from '../run/failure-notice.tsx';
import { UploadBar } from '../run/upload-bar.tsx';
import { EnrollmentProgress } from './enrollment-progress.tsx';
import { EnrollmentResult } from './enrollment-result.tsx';
import { existingSpeaker, nameProblem } from './name-problem.ts';
import { useEnrollmentRun } from './use-enrollment-run.ts';

const RECORD_SECONDS = { min: SV_LIMITS.enrollMinSpeechSeconds, max: SV_LIMITS.enrollMaxSeconds };

/**
 * Enrollment: a name (a new speaker, or one enrolled already to add a clip to) and a clip of the
 * voice; Enroll uploads it, follows the job, and shows what it gave. A refusal keeps the name and
 * the clip, to fix and send again.
 */
export function EnrollPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const listId = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [clip, setClip] = useState<Clip | null>(null);
  const [clipMissing, setClipMissing] = useState(false);
  const speakers = useSpeakers().data ?? [];
  const run = useEnrollmentRun();
  const existing = existingSpeaker(name, speakers);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name, t);
    setNameError(problem);
    setClipMissing(!clip);
    if (problem || !clip) return;
    run.submit(name.trim(), clip.file);
  };

  const job = run.job;
  return (
    <section className="panel sv-enroll" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('speaker.enrollment.title')}</h2>
      <p className="sv-panel__intro">{t('speaker.enrollment.intro', { seconds: SV_LIMITS.enrollGoodSpeechSeconds })}</p>
      <form className="sv-form" onSubmit={submit} noValidate>
        <TextField
          label={t('speaker.name.label')}
          value={name}
          onChange={(value) => {
            setName(value);
            setNameError(null);
          }}
          error={nameError ?? undefined}
          hint={existing ? t('speaker.name.existing', { name: existing.spk, count: existing.clips }) : t('speaker.name.hint')}
          list={speakers.length > 0 ? listId : undefined}
          autoComplete="off"
          disabled={run.running}
        />
        {speakers.length > 0 && (
          <datalist id={listId}>
            {speakers.map((speaker) => <option key={speaker.spk} value={speaker.spk} />)}
          </datalist>
        )}
        <ClipPicker
          purpose="enroll"
          clip={clip}
          disabled={run.running}
          recordSeconds={RECORD_SECONDS}
          onClip={(next) => {
            setClip(next);
            setClipMissing(false);
          }}
        >
          {clip && <ClipPreview clip={clip} />}
        </ClipPicker>
        {clipMissing && <p className="field__error" role="alert">{t('speaker.clip.needed')}</p>}
        <div className="sv-form__actions">
          <SubmitButton busy={run.running}>
            {run.running ? t('speaker.enrollment.running') : existing ? t('speaker.enrollment.addClip', { name: existing.spk }) : t('speaker.enrollment.submit')}
          </SubmitButton>
        </div>
      </form>
      {run.submitError !== null && <FailureNotice error={run.submitError} />}
      {run.pollError !== null && <FailureNotice error={run.pollError} />}
      {(run.upload || job) && (
        <div className="sv-progress" aria-label={t('speaker.progress.title')} role="group">
          {run.upload && <UploadBar upload={run.upload} failed={run.submitError !== null} />}
          {/* A job kept from before (a reload, Back, a new login) has no upload here to name its clip. */}
          {job && !run.upload && <p className="sv-progress__text">{t('speaker.enrollment.kept', { file: job.fileName, name: job.spk })}</p>}
          {job && <EnrollmentProgress job={job} />}
        </div>
      )}
      {job?.status === 'done' && job.result && <EnrollmentResult result={job.result} fileName={job.fileName} />}
    </section>
  );
}
