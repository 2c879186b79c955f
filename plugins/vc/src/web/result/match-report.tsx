import { useTranslation } from 'react-i18next';
import type { MatchReport } from '../../contract/vc-api.ts';

const bar = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 100)}%`;

/**
 * What the engine measured and did, in plain words: the pitch of the reference against the clone's,
 * and how alike the platform's speaker embeddings find the clone and the reference, next to the
 * voice it started from before matching (the figure the matching should raise).
 */
export function MatchReportView({ report }: { report: MatchReport }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language || 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const hertz = (value: number | null) => (value === null ? t('vc.report.notMeasured') : t('vc.report.hertz', { value: Math.round(value) }));
  const { similarity, unmatchedSimilarity } = report;
  const compared = similarity !== null && unmatchedSimilarity !== null;

  return (
    <div className="vc-report" data-testid="match-report">
      <h3 className="vc-report__title">{t('vc.report.title')}</h3>
      <dl className="facts vc-report__facts">
        {report.baseVoice && (
          <>
            <dt>{t('vc.report.baseVoice')}</dt>
            <dd>{report.baseVoice}</dd>
          </>
        )}
        <dt>{t('vc.report.pitch')}</dt>
        <dd>{t('vc.report.pitchValues', { reference: hertz(report.referencePitchHz), clone: hertz(report.outputPitchHz) })}</dd>
        <dt>{t('vc.report.similarity')}</dt>
        <dd>
          {similarity === null ? t('vc.report.notMeasured') : (
            <div className="vc-report__bars">
              <span>{t('vc.report.clone')}</span>
              <span className="vc-report__bar" aria-hidden="true"><span className="vc-report__fill" style={{ width: bar(similarity) }} /></span>
              <span className="vc-report__value">{number.format(similarity)}</span>
              {unmatchedSimilarity !== null && (
                <>
                  <span>{t('vc.report.unmatched')}</span>
                  <span className="vc-report__bar" aria-hidden="true"><span className="vc-report__fill vc-report__fill--muted" style={{ width: bar(unmatchedSimilarity) }} /></span>
                  <span className="vc-report__value">{number.format(unmatchedSimilarity)}</span>
                </>
              )}
            </div>
          )}
        </dd>
      </dl>
      {compared && (
        <p className="vc-report__verdict">
          {similarity > unmatchedSimilarity
            ? t('vc.report.closer', { by: number.format(similarity - unmatchedSimilarity) })
            : t('vc.report.notCloser')}
        </p>
      )}
      <p className="field__hint">{t('vc.report.explain')}</p>
    </div>
  );
}
