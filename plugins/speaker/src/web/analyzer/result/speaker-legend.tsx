import { useTranslation } from 'react-i18next';
import type { SpeakerRow } from './speaker-rows.ts';

/**
 * The speakers of a tracking: each one's swatch and name, and whether the voice matched an enrolled
 * speaker (with the score) or is someone not enrolled (S1, S2…).
 */
export function SpeakerLegend({ speakers }: { speakers: readonly SpeakerRow[] }) {
  const { t, i18n } = useTranslation();
  const score = new Intl.NumberFormat(i18n.language || 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <ul className="sa-legend" aria-label={t('speaker.diarization.legend.title')}>
      {speakers.map((speaker) => (
        <li key={speaker.spk} className="sa-legend__item" data-testid="legend-item">
          <span className="sa-legend__swatch" style={{ background: speaker.color }} aria-hidden="true" />
          <strong className="sa-legend__name">{speaker.spk}</strong>
          <span className="sa-legend__note">
            {speaker.enrolled
              ? speaker.score !== null
                ? t('speaker.diarization.legend.enrolledScore', { score: score.format(speaker.score) })
                : t('speaker.diarization.legend.enrolled')
              : t('speaker.diarization.legend.notEnrolled')}
          </span>
        </li>
      ))}
    </ul>
  );
}
