import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker, type PickedRecording } from '@speechdeck/core/web';
import type { EnrolledSpeaker } from '@speechdeck/plugin-speaker';
import { VC_LIMITS } from '../../contract/vc-api.ts';
import type { Reference, ReferenceSource } from './reference.ts';
import { SpeakerChooser } from './speaker-chooser.tsx';
import { usePickerLabels } from './use-picker-labels.ts';

const RECORD_SECONDS = { min: VC_LIMITS.referenceMinSeconds, max: VC_LIMITS.referenceMaxSeconds };
const RECORDING_SOURCES = ['file', 'sample', 'microphone'] as const;

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

/** The voice to clone, in its panel: a recording (a file, a sample or the microphone: the platform's media picker) or, on its own tab, one of the user's enrolled speakers. */
export function ReferencePicker({ source, onSource, recording, onRecording, speaker, onSpeaker, disabled, children }: ReferencePickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labels = usePickerLabels();
  return (
    <section className="panel vc-reference" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('vc.reference.title')}</h2>
      <p className="vc-reference__intro">{t('vc.reference.intro')}</p>
      <MediaPicker
        sources={RECORDING_SOURCES}
        value={recording}
        onInput={(input) => (input.kind === 'speaker' ? onSpeaker(input.speaker) : onRecording(input))}
        disabled={disabled}
        recordSeconds={RECORD_SECONDS}
        labels={labels}
        own={{
          tabs: t('vc.reference.origins'),
          media: t('vc.reference.origin.recording'),
          title: t('vc.reference.origin.speaker'),
          open: source === 'speaker',
          onOpen: (open) => onSource(open ? 'speaker' : 'recording'),
          render: (pick: (chosen: Extract<Reference, { kind: 'speaker' }>) => void) => (
            <SpeakerChooser value={speaker} disabled={disabled} onChoose={(chosen) => pick({ kind: 'speaker', speaker: chosen })} />
          ),
        }}
      >
        {children}
      </MediaPicker>
    </section>
  );
}
