import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@speechdeck/core';
import { Button, FailureNotice, ProgressStep, SelectField, languageOptions, UploadCancelled, useScrollIntoView, type SampleMedia } from '@speechdeck/core/web';
import { useSpotLanguages } from '../api/get-languages.ts';
import { chipThreshold, type KeywordChip } from './keyword-chips.ts';
import { KeywordChipInput } from './keyword-chip-input.tsx';
import { SourcePicker } from './source-picker.tsx';
import { SpotResultView } from './spot-result.tsx';
import { sourceName, type SpotSource } from './spot-source.ts';
import { useSpotRun } from './use-spot-run.ts';

/**
 * "Spot in audio": a recording (a file, a sample, the microphone or a workspace result) and keywords
 * typed as chips, searched by the host; the upload and a long recording's job followed; the hits on
 * the waveform, on a time axis per keyword and in a table, each playing from where it is said.
 */
export function SpotPanel() {
  const { t, i18n } = useTranslation();
  const keywordsId = useId();
  const [source, setSource] = useState<SpotSource | null>(null);
  const [chips, setChips] = useState<KeywordChip[]>([]);
  const [language, setLanguage] = useState('en');
  const [loadingSample, setLoadingSample] = useState<SampleMedia | null>(null);
  const languages = useSpotLanguages();
  const run = useSpotRun();
  const resultBox = useScrollIntoView<HTMLDivElement>(run.result ? `${run.result.fileName}-${run.result.hits.length}` : null);

  const served = languages.data?.languages ?? [];
  const badThreshold = chips.some((chip) => chipThreshold(chip) === null);
  const missing = !source ? t('kws.spot.actions.needSource') : chips.length === 0 ? t('kws.spot.actions.needKeywords') : badThreshold ? t('kws.spot.keywords.badThreshold') : null;
  const failure = run.submitError
    ? run.submitError instanceof UploadCancelled ? { title: t('kws.spot.failure.cancelled') } : { title: t('kws.spot.failure.submit'), detail: messageOf(run.submitError) }
    : run.pollError ? { title: t('kws.spot.failure.poll'), detail: messageOf(run.pollError) }
    : run.job?.status === 'failed' ? { title: t('kws.spot.failure.job'), detail: run.job.error }
    : null;

  return (
    <div className="kws-spot">
      <p className="kws-page__intro">{t('kws.spot.intro')}</p>
      <div className="ui-setup">
        <SourcePicker source={source} disabled={run.running} onSource={setSource} onSampleLoading={setLoadingSample} />
        <section className="panel kws-spot-keywords" aria-labelledby={keywordsId}>
          <h2 id={keywordsId}>{t('kws.spot.keywords.title')}</h2>
          <KeywordChipInput chips={chips} onChange={setChips} disabled={run.running} />
          {served.length > 1 && (
            <SelectField
              label={t('kws.spot.language')}
              value={language}
              onChange={setLanguage}
              options={languageOptions(served.map((entry) => entry.language), i18n.language)}
            />
          )}
          {languages.isSuccess && served.length === 0 && <p className="notice notice--error" role="alert">{t('kws.spot.unavailable')}</p>}
          <div className="kws-spot__actions">
            <Button variant="primary" disabled={missing !== null || run.running || loadingSample !== null || (languages.isSuccess && served.length === 0)} onClick={() => source && run.submit({ source, chips, language })}>
              {run.running ? t('kws.spot.actions.running') : t('kws.spot.actions.start')}
            </Button>
            {run.submitting && run.upload && <Button onClick={run.cancel}>{t('kws.spot.actions.cancel')}</Button>}
            {missing && !run.running && <span className="kws-muted">{missing}</span>}
          </div>
        </section>
      </div>
      {failure && <FailureNotice className="kws-spot__failure" title={failure.title} detail={failure.detail} />}
      {run.kept && run.source && <p className="kws-muted" data-testid="kws-spot-kept">{t('kws.spot.kept', { name: sourceName(run.source) })}</p>}
      {(run.upload || run.job) && !run.result && (
        <section className="panel kws-spot__progress" aria-label={t('kws.spot.progress.title')}>
          {run.upload && (
            <ProgressStep
              label={t('kws.spot.progress.upload')}
              text={run.submitting && run.upload.loaded < run.upload.total ? `${Math.round((100 * run.upload.loaded) / Math.max(1, run.upload.total))}%` : t('kws.spot.progress.sent')}
              percent={(100 * run.upload.loaded) / Math.max(1, run.upload.total)}
              tone={run.submitError ? 'failed' : run.submitting && run.upload.loaded < run.upload.total ? 'active' : 'done'}
            />
          )}
          {run.job && (
            <ProgressStep
              label={t('kws.spot.progress.job')}
              text={t(`kws.spot.progress.${run.job.status}`, { percent: Math.round(run.job.progress * 100) })}
              percent={run.job.status === 'queued' ? null : run.job.progress * 100}
              tone={run.job.status === 'failed' ? 'failed' : run.job.status === 'done' ? 'done' : 'active'}
              live
              data-status={run.job.status}
            />
          )}
        </section>
      )}
      <div ref={resultBox}>{run.result && run.source && <SpotResultView key={`${run.result.fileName}-${run.result.duration}`} result={run.result} source={run.source} />}</div>
    </div>
  );
}

const messageOf = (error: unknown) => (isApiError(error) ? error.message : error instanceof Error ? error.message : null);
