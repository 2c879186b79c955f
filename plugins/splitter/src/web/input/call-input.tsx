import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker, mediaPickerLabelsFrom, type MediaInputFrom, type MediaPickerLabels, type Translate } from '@speechdeck/core/web';

/** Where the call recording comes from: a chosen or dropped file, or a sample from the shell's panel. */
const CALL_SOURCES = ['file', 'sample'] as const;

/** The recording the page works on. */
export type CallInput = MediaInputFrom<(typeof CALL_SOURCES)[number]>;

interface CallInputPickerProps {
  input: CallInput | null;
  disabled: boolean;
  onInput: (input: CallInput) => void;
  /** Under the chosen recording: what to do with it. */
  children?: ReactNode;
}

/** The media picker in the page's words (its messages test asks it for every key). */
export function callInputLabels(t: Translate): MediaPickerLabels {
  return mediaPickerLabelsFrom((key, values) => t(`splitter.input.${key}`, values), undefined, { fileHint: 'hint' });
}

/** Where the call recording comes in, in its panel: the platform's media picker, in the page's words. */
export function CallInputPicker({ input, disabled, onInput, children }: CallInputPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labels = useMemo(() => callInputLabels(t), [t]);
  return (
    <section className="panel sp-input" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('splitter.input.title')}</h2>
      <MediaPicker sources={CALL_SOURCES} value={input} disabled={disabled} onInput={onInput} labels={labels}>
        {children}
      </MediaPicker>
    </section>
  );
}
