import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, notify, type SampleMedia, usePlatform } from '@speechdeck/core/web';
import { samplesFor } from '../../content/samples.ts';
import { SampleItem } from './sample-item.tsx';

/**
 * Spec §2's fixed 'Sample Audios' tab and its right-hand modal. Choosing a sample sets it on the
 * sample bus, which every listening page (the services' upload forms) takes as its input.
 */
export function SamplePanel() {
  const { t, i18n } = useTranslation();
  const { samples } = usePlatform();
  const [open, setOpen] = useState(false);

  const select = (sample: SampleMedia) => {
    samples.select(sample);
    setOpen(false);
    notify.info(t('samples.selected', { name: sample.name }));
  };

  return (
    <>
      <button type="button" className="sample-tab" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {t('samples.tab')}
      </button>
      {open && (
        <Dialog title={t('samples.title')} placement="side" onClose={() => setOpen(false)}>
          <p className="sample-list__intro">{t('samples.intro')}</p>
          <ul className="sample-list">
            {samplesFor(i18n.language).map((sample) => (
              <SampleItem key={sample.path} sample={sample} onSelect={select} />
            ))}
          </ul>
        </Dialog>
      )}
    </>
  );
}
