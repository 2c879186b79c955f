import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, LoadingState, notify, type SampleMedia, usePlatform } from '@speechdeck/core/web';

const SampleList = lazy(() => import('./sample-list.tsx'));

/**
 * Spec §2's fixed 'Sample Audios' tab and its right-hand modal. Choosing a sample sets it on the
 * sample bus, which every listening page (the services' upload forms) takes as its input.
 */
export function SamplePanel() {
  const { t } = useTranslation();
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
          <Suspense fallback={<LoadingState />}>
            <SampleList onSelect={select} />
          </Suspense>
        </Dialog>
      )}
    </>
  );
}
