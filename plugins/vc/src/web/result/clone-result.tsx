import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, formatTime, languageLabel, speakerColors, useAudioController, useObjectUrl, WaveformPlayer } from '@speechdeck/core/web';
import type { CloneJob } from '../../contract/vc-api.ts';
import type { EngineChoice } from '../options/clone-form.tsx';
import { usePlayerNames } from '../player-names.ts';
import { CompareControl } from './compare-control.tsx';
import { MatchReportView } from './match-report.tsx';
import { useCloneAudio } from './use-clone-audio.ts';

const NO_SEGMENTS: never[] = [];
const COLORS = speakerColors(NO_SEGMENTS);

interface CloneResultProps {
  job: CloneJob;
  engines: readonly EngineChoice[] | null;
  /** The reference it was made from, when it was made on this page: A/B needs it. */
  reference: File | null;
}

/** A finished clone: which engine made it, its player, A/B against the reference, the match report and the download. */
export function CloneResult({ job, engines, reference }: CloneResultProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const player = useAudioController();
  const audio = useCloneAudio(job);
  const url = useObjectUrl(audio.data);
  const labels = usePlayerNames(t('vc.result.playerName'));
  const engineId = job.report?.engine ?? null;
  const engine = engineId ? engines?.find((candidate) => candidate.id === engineId)?.name ?? engineId : null;

  return (
    <section className="panel vc-result" aria-labelledby={titleId} data-testid="clone-result">
      <header className="vc-result__header">
        <div>
          <h2 id={titleId} className="vc-result__title">{t('vc.result.title')}</h2>
          <p className="vc-result__text">“{job.title}”</p>
          <p className="vc-result__meta">
            {[languageLabel(job.language, i18n.language || 'en'), job.format.toUpperCase(), job.duration !== null ? formatTime(job.duration) : null].filter(Boolean).join(' · ')}
          </p>
        </div>
        {url && (
          <a className={buttonClass({ variant: 'primary' })} href={url} download={job.fileName}>
            {t('vc.result.download', { format: job.format.toUpperCase() })}
          </a>
        )}
      </header>
      <p className="vc-result__engine" data-testid="clone-engine">
        {engine ? t('vc.result.engine', { engine }) : t('vc.result.engineUnknown')}
      </p>
      {audio.isError ? (
        <p className="field__error" role="alert">{t('vc.result.audioFailed')}</p>
      ) : (
        <WaveformPlayer player={player} src={url} duration={job.duration ?? 0} segments={NO_SEGMENTS} colors={COLORS} labels={labels} title={t('vc.result.playerName')} />
      )}
      {reference && url && <CompareControl reference={reference} clone={player} />}
      {job.report && <MatchReportView report={job.report} />}
    </section>
  );
}
