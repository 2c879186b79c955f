import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@speechdeck/core/web';
import type { SpeakerRow } from './speaker-rows.ts';

/**
 * Speaking time per speaker as horizontal bars (the longest fills its row), each with its seconds
 * and its share of all speech; under them the total, of the recording's length.
 */
export function SpeakingTimeChart({ speakers, duration }: { speakers: readonly SpeakerRow[]; duration: number }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const number = new Intl.NumberFormat(i18n.language || 'en', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const longest = Math.max(0, ...speakers.map((speaker) => speaker.seconds));
  const total = speakers.reduce((sum, speaker) => sum + speaker.seconds, 0);
  return (
    <figure className="sa-chart" aria-labelledby={titleId}>
      <h3 id={titleId} className="sa-result__subtitle">{t('speaker.diarization.chart.title')}</h3>
      <ul className="sa-chart__rows" aria-labelledby={titleId}>
        {speakers.map((speaker) => (
          <li key={speaker.spk} className="sa-chart__row" data-testid="speaking-time-row">
            <span className="sa-chart__name" style={{ color: speaker.color }}>{speaker.spk}</span>
            <span className="sa-chart__bar" aria-hidden="true">
              <span className="sa-chart__fill" style={{ width: `${longest > 0 ? (speaker.seconds / longest) * 100 : 0}%`, background: speaker.color }} />
            </span>
            <span className="sa-chart__value" data-testid="speaking-time-value">
              {t('speaker.diarization.chart.value', { seconds: number.format(speaker.seconds), percent: speaker.percent })}
            </span>
          </li>
        ))}
      </ul>
      <figcaption className="sa-chart__total" data-testid="speaking-time-total">
        {t('speaker.diarization.chart.total', { seconds: number.format(total), length: formatTime(duration) })}
      </figcaption>
    </figure>
  );
}
