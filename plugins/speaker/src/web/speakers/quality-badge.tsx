import { useTranslation } from 'react-i18next';
import type { VoiceprintQuality } from '../../contract/sv-api.ts';

/** How far a voiceprint can be trusted, as a coloured badge with the host's reason beside it. */
export function QualityBadge({ quality, withNote = true }: { quality: VoiceprintQuality; withNote?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="sv-quality">
      <span className={`sv-quality__badge sv-quality__badge--${quality.level}`} data-testid="quality-badge" title={withNote ? undefined : quality.note}>
        {t(`speaker.quality.${quality.level}`)}
      </span>
      {withNote && <span className="sv-quality__note">{quality.note}</span>}
    </span>
  );
}
