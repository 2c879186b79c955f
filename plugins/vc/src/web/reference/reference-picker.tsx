import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordingPicker, Tabs, type PickedRecording } from '@speechdeck/core/web';
import type { EnrolledSpeaker } from '@speechdeck/plugin-speaker';
import { VC_LIMITS } from '../../contract/vc-api.ts';
import { REFERENCE_SOURCES, type ReferenceSource } from './reference.ts';
import { SpeakerChooser } from './speaker-chooser.tsx';
import { usePickerLabels } from './use-picker-labels.ts';

const RECORD_SECONDS = { min: VC_LIMITS.referenceMinSeconds, max: VC_LIMITS.referenceMaxSeconds };

interface ReferencePickerProps {
  /** The open tab: its pick is the reference. */
  source: ReferenceSource;
  onSource: (source: ReferenceSource) => void;
  recording: PickedRecording | null;
  onRecording: (recording: PickedRecording) => void;
  speaker: EnrolledSpeaker | null;
  onSpeaker: (speaker: EnrolledSpeaker) => void;
  disabled: boolean;
  /** What is shown under the chosen recording: its player and what is wrong with it. */
  children?: ReactNode;
}

/** The voice to clone, in its panel: a recording (a file, a sample or the microphone: the kit's picker) or one of the user's enrolled speakers. */
export function ReferencePicker({ source, onSource, recording, onRecording, speaker, onSpeaker, disabled, children }: ReferencePickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labels = usePickerLabels();
  return (
    <section className="panel vc-reference" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('vc.reference.title')}</h2>
      <p className="vc-reference__intro">{t('vc.reference.intro')}</p>
      <Tabs label={t('vc.reference.origins')} tabs={REFERENCE_SOURCES} selected={source} onSelect={onSource} title={(name) => t(`vc.reference.origin.${name}`)}>
        {source === 'recording' ? (
          <RecordingPicker value={recording} onPick={onRecording} disabled={disabled} recordSeconds={RECORD_SECONDS} labels={labels}>
            {children}
          </RecordingPicker>
        ) : (
          <SpeakerChooser value={speaker} disabled={disabled} onChoose={onSpeaker} />
        )}
      </Tabs>
    </section>
  );
}
