import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone, MicrophoneRecorder, type SampleMedia } from '@speechdeck/core/web';
import { clipName, type Clip } from '../../clip/clip.ts';
import { useMicrophoneLabels } from '../../clip/use-microphone-labels.ts';
import { Tabs } from '../../tabs.tsx';

const SOURCES = ['file', 'sample', 'microphone'] as const;
type Source = (typeof SOURCES)[number];

/** What a conversation recorded here may last: long enough for two people to take turns, at most ten minutes. */
export const RECORD_SECONDS = { min: 5, max: 600 };

interface InputPickerProps {
  input: Clip | null;
  /** The sample being fetched from the shell's panel, if one is. */
  loadingSample: SampleMedia | null;
  disabled: boolean;
  onInput: (input: Clip) => void;
}

/**
 * The conversation: a dropped or chosen file, a sample picked in the shell's sample panel, or a
 * recording from the microphone, one tab each. A sample opens its tab when it arrives.
 */
export function InputPicker({ input, loadingSample, disabled, onInput }: InputPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [source, setSource] = useState<Source>('file');
  // A sample picked in the panel arrives whichever tab is open: its tab opens with it.
  const [shown, setShown] = useState(input);
  if (input !== shown) {
    setShown(input);
    if (input?.kind === 'sample') setSource('sample');
  }
  const speakerLabels = useMicrophoneLabels('identify');
  const microphoneLabels = { ...speakerLabels, hint: (min: number, max: string) => t('speaker.diarization.input.recordHint', { min, max }) };

  return (
    <section className="panel sa-input" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('speaker.diarization.input.title')}</h2>
      <Tabs label={t('speaker.diarization.input.sources')} tabs={SOURCES} selected={source} onSelect={setSource} title={(name) => t(`speaker.diarization.input.source.${name}`)}>
        {source === 'file' && (
          <FileDropZone
            prompt={t('speaker.diarization.input.drop')}
            chooseLabel={t('speaker.diarization.input.choose')}
            hint={t('speaker.diarization.input.fileHint')}
            accept="audio/*,video/*"
            disabled={disabled}
            onFile={(file) => onInput({ kind: 'file', file })}
          />
        )}
        {source === 'sample' && <p className="sa-input__hint">{t('speaker.diarization.input.sampleHint')}</p>}
        {source === 'microphone' && (
          <MicrophoneRecorder
            minSeconds={RECORD_SECONDS.min}
            maxSeconds={RECORD_SECONDS.max}
            labels={microphoneLabels}
            disabled={disabled}
            recorded={input?.kind === 'recording'}
            onRecorded={({ file, seconds }) => onInput({ kind: 'recording', file, seconds })}
          />
        )}
      </Tabs>
      <div className="sa-chosen" aria-live="polite">
        {loadingSample ? (
          <p><span className="spinner sa-chosen__spinner" aria-hidden="true" /> {t('speaker.diarization.input.loadingSample', { name: loadingSample.name })}</p>
        ) : input ? (
          <p>
            <span className="badge">{t(`speaker.diarization.input.kind.${input.kind}`)}</span>{' '}
            <strong className="sa-chosen__name" data-testid="chosen-input">{clipName(input)}</strong>
          </p>
        ) : (
          <p className="sa-chosen__none">{t('speaker.diarization.input.none')}</p>
        )}
      </div>
    </section>
  );
}
