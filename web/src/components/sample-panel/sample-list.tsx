import { useTranslation } from 'react-i18next';
import type { SampleMedia } from '@speechdeck/core/web';
import { isServed, useServedLanguages } from '@speechdeck/plugin-stt/web';
import { samplesFor } from '../../content/samples.ts';
import { SampleItem } from './sample-item.tsx';

/**
 * The samples, each saying whether this installation recognizes its language. Loaded with the
 * panel's first opening: asking the host which languages it serves needs the recognition contract,
 * which the dashboard's first download does without.
 */
export default function SampleList({ onSelect }: { onSelect: (sample: SampleMedia) => void }) {
  const { i18n } = useTranslation();
  const served = useServedLanguages().data;
  return (
    <ul className="sample-list">
      {samplesFor(i18n.language).map((sample) => (
        <SampleItem key={sample.path} sample={sample} served={served ? isServed(served, sample.language) : null} onSelect={onSelect} />
      ))}
    </ul>
  );
}
