import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enrollment } from '../../contract/sv-api.ts';
import { QualityBadge } from '../speakers/quality-badge.tsx';
import { useSecondsFormat } from '../speakers/use-seconds-format.ts';

type Result = NonNullable<Enrollment['result']>;

/** What a finished enrollment gave: the speech it found, anything doubtful about the clip, and the voiceprint now. */
export function EnrollmentResult({ result, fileName }: { result: Result; fileName: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const formatSeconds = useSecondsFormat();
  const { speaker } = result;
  return (
    <section className="panel sv-result" aria-labelledby={titleId} data-testid="enrollment-result">
      <h2 id={titleId}>{t('speaker.enrollment.result.title', { name: speaker.spk })}</h2>
      <p className="sv-result__clip">
        {t('speaker.enrollment.result.clip', { file: fileName, speech: formatSeconds(result.speechSeconds), clip: formatSeconds(result.clipSeconds) })}
      </p>
      {result.warnings.length > 0 && (
        <div className="notice sv-warnings" role="status" data-testid="enrollment-warnings">
          <strong>{t('speaker.enrollment.result.warnings', { count: result.warnings.length })}</strong>
          <ul className="sv-warnings__list">
            {result.warnings.map((warning) => <li key={warning}>{warning}</li>)}
          </ul>
        </div>
      )}
      <dl className="sv-facts">
        <dt>{t('speaker.enrollment.result.voiceprint')}</dt>
        <dd>{t('speaker.list.clipsAndSpeech', { count: speaker.clips, speech: formatSeconds(speaker.seconds) })}</dd>
        <dt>{t('speaker.list.quality')}</dt>
        <dd><QualityBadge quality={speaker.quality} /></dd>
      </dl>
    </section>
  );
}
