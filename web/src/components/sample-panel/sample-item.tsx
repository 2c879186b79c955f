import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SampleMedia } from '@speechdeck/core/web';

/** One sample: its description, a player and the 'Select {name}' button. */
export function SampleItem({ sample, onSelect }: { sample: SampleMedia; onSelect: (sample: SampleMedia) => void }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const Player = sample.kind === 'video' ? 'video' : 'audio';
  return (
    <li className="sample-item">
      <h3 className="sample-item__name">{sample.name}</h3>
      <p id={descriptionId} className="sample-item__description">{sample.description}</p>
      <Player className={`sample-item__player sample-item__player--${sample.kind}`} src={sample.path} controls preload="metadata" aria-describedby={descriptionId} />
      <button type="button" className="button button--primary" onClick={() => onSelect(sample)}>
        {t('samples.select', { name: sample.name })}
      </button>
    </li>
  );
}
