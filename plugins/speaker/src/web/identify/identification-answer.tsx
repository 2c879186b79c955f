import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@speechdeck/core/web';
import { UNKNOWN_SPEAKER, type Identification } from '../../contract/sv-api.ts';
import { CandidatesChart } from './candidates-chart.tsx';
import { formatScore } from './format-score.ts';

interface IdentificationAnswerProps {
  /** The host's text answer: the name, or 'unknown'. */
  answer: string;
  /** The full answer, once read; null while on its way or when it could not be read. */
  identification: Identification | null;
  failed: boolean;
}

/** Who spoke, in big letters (or plainly that nobody enrolled did), the score against the threshold, and every candidate's score. */
export function IdentificationAnswer({ answer, identification, failed }: IdentificationAnswerProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const language = i18n.language || 'en';
  const unknown = answer === UNKNOWN_SPEAKER;
  const score = identification?.score ?? null;
  return (
    <section className={`panel sv-answer${unknown ? ' sv-answer--unknown' : ''}`} aria-labelledby={titleId} data-testid="identification-answer">
      <h2 id={titleId} className="sv-answer__label">{t('speaker.identification.answerTitle')}</h2>
      <p className="sv-answer__name" data-testid="identified-speaker">{unknown ? t('speaker.identification.unknown') : answer}</p>
      {unknown && <p className="sv-answer__explain">{t('speaker.identification.unknownExplain')}</p>}
      {identification && (
        <p className="sv-answer__score" data-testid="identification-score">
          {score === null
            ? t('speaker.identification.noScore', { threshold: formatScore(identification.threshold, language) })
            : t(score >= identification.threshold ? 'speaker.identification.scoreAbove' : 'speaker.identification.scoreBelow', {
              score: formatScore(score, language),
              threshold: formatScore(identification.threshold, language),
            })}
        </p>
      )}
      {identification ? (
        identification.candidates.length > 0 && <CandidatesChart identification={identification} />
      ) : failed ? (
        <ErrorState message={t('speaker.identification.detailsFailed')} />
      ) : (
        <LoadingState label={t('speaker.identification.loadingDetails')} />
      )}
    </section>
  );
}
