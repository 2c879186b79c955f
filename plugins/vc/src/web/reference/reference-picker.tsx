import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordingPicker } from '@speechdeck/core/web';
import { VC_LIMITS } from '../../contract/vc-api.ts';
import type { Reference } from './reference.ts';
import { usePickerLabels } from './use-picker-labels.ts';

const RECORD_SECONDS = { min: VC_LIMITS.referenceMinSeconds, max: VC_LIMITS.referenceMaxSeconds };

interface ReferencePickerProps {
  reference: Reference | null;
  disabled: boolean;
  onReference: (reference: Reference) => void;
  /** What is shown under the chosen reference: its player and what is wrong with it. */
  children?: ReactNode;
}

/** The voice to clone, from a file, a sample or the microphone (the kit's picker), in its panel. */
export function ReferencePicker({ reference, disabled, onReference, children }: ReferencePickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labels = usePickerLabels();
  return (
    <section className="panel vc-reference" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('vc.reference.title')}</h2>
      <p className="vc-reference__intro">{t('vc.reference.intro')}</p>
      <RecordingPicker value={reference} onPick={onReference} disabled={disabled} recordSeconds={RECORD_SECONDS} labels={labels}>
        {children}
      </RecordingPicker>
    </section>
  );
}
