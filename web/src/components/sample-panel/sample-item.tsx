import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SampleMedia } from '@speechdeck/core/web';

interface SampleItemProps {
  sample: SampleMedia;
  /** Whether this installation recognizes the sample's language; null while unknown. */
  served: boolean | null;
  onSelect: (sample: SampleMedia) => void;
}

/** One sample: its description, whether its language is recognized here, a player and the 'Select {name}' button. */
export function SampleItem({ sample, served, onSelect }: SampleItemProps) {
  const { t, i18n } = useTranslation();
  const ids = { description: useId(), language: useId() };
  const Player = sample.kind === 'video' ? 'video' : 'audio';
  const language = new Intl.DisplayNames([i18n.language || 'en'], { type: 'language' }).of(sample.language) ?? sample.language;
  return (
    <li className="sample-item">
      <h3 className="sample-item__name">{sample.name}</h3>
      <p id={ids.description} className="sample-item__description">{sample.description}</p>
      {served !== null && (
        <p id={ids.language} className={`sample-item__language sample-item__language--${served ? 'served' : 'not-served'}`} data-testid="sample-language">
          <span aria-hidden="true">{served ? '✓' : '!'}</span> {t(served ? 'samples.served' : 'samples.notServed', { language })}
        </p>
      )}
      <Player className={`sample-item__player sample-item__player--${sample.kind}`} src={sample.path} controls preload="metadata" aria-describedby={ids.description} />
      <button type="button" className="button button--primary" aria-describedby={served === null ? undefined : ids.language} onClick={() => onSelect(sample)}>
        {t('samples.select', { name: sample.name })}
      </button>
    </li>
  );
}
