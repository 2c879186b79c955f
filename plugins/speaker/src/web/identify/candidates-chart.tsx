import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Identification } from '../../contract/sv-api.ts';
import { formatScore } from './format-score.ts';

/** Where a score sits on the chart, 0..100 %: from 0 (or the lowest score, if below) to 1 (or the highest). */
export function chartScale(scores: readonly number[], threshold: number): (score: number) => number {
  const low = Math.min(0, threshold, ...scores);
  const high = Math.max(1, threshold, ...scores);
  return (score) => ((score - low) / (high - low)) * 100;
}

/**
 * Every enrolled speaker's score as a bar, best first, with the threshold drawn across them: a bar
 * that reaches past the line is close enough to be named.
 */
export function CandidatesChart({ identification }: { identification: Pick<Identification, 'candidates' | 'threshold' | 'spk'> }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { candidates, threshold } = identification;
  const language = i18n.language || 'en';
  const position = chartScale(candidates.map((candidate) => candidate.score), threshold);
  const zero = position(0);
  const line = position(threshold);
  return (
    <figure className="sv-chart" aria-labelledby={titleId} data-testid="candidates-chart">
      <figcaption id={titleId} className="sv-chart__title">{t('speaker.identification.candidates', { count: candidates.length })}</figcaption>
      <ol className="sv-chart__bars">
        {candidates.map((candidate) => {
          const end = position(candidate.score);
          const above = candidate.score >= threshold;
          const chosen = identification.spk !== null && candidate.spk === identification.spk;
          return (
            <li key={candidate.spk} className={`sv-chart__row${chosen ? ' sv-chart__row--chosen' : ''}`} data-testid="candidate">
              <span className="sv-chart__name">{candidate.spk}</span>
              <span className="sv-chart__track" aria-hidden="true">
                <span
                  className={`sv-chart__bar${above ? ' sv-chart__bar--above' : ''}`}
                  data-testid="candidate-bar"
                  style={{ left: `${Math.min(zero, end)}%`, width: `${Math.abs(end - zero)}%` }}
                />
                <span className="sv-chart__threshold" style={{ left: `${line}%` }} />
              </span>
              <span className="sv-chart__value">
                {formatScore(candidate.score, language)}
                <span className="visually-hidden"> {above ? t('speaker.identification.aboveThreshold') : t('speaker.identification.belowThreshold')}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="sv-chart__legend">
        <span className="sv-chart__legend-line" aria-hidden="true" /> {t('speaker.identification.thresholdLegend', { threshold: formatScore(threshold, language) })}
      </p>
    </figure>
  );
}
