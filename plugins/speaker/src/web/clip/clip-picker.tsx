import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone, MicrophoneRecorder, notify, useSampleFile } from '@speechdeck/core/web';
import { Tabs } from '../tabs.tsx';
import { clipName, type Clip } from './clip.ts';
import { useMicrophoneLabels } from './use-microphone-labels.ts';

const SOURCES = ['file', 'sample', 'microphone'] as const;
type Source = (typeof SOURCES)[number];

interface ClipPickerProps {
  purpose: 'enroll' | 'identify';
  clip: Clip | null;
  disabled: boolean;
  onClip: (clip: Clip) => void;
  /** Seconds a recording must and may last. */
  recordSeconds: { min: number; max: number };
  /** Under the chosen clip: its player. */
  children?: ReactNode;
}

/**
 * The voice: a dropped or chosen file, a sample from the shell's sample panel, or a recording from
 * the microphone, one tab each. A sample picked in the panel becomes the clip whichever tab is
 * open, and opens its tab.
 */
export function ClipPicker({ purpose, clip, disabled, onClip, recordSeconds, children }: ClipPickerProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source>('file');
  const microphoneLabels = useMicrophoneLabels(purpose);
  const { loadingSample } = useSampleFile(
    (file, sample) => {
      setSource('sample');
      onClip({ kind: 'sample', sample, file });
    },
    (sample) => notify.error(t('speaker.clip.sampleFailed', { name: sample.name })),
  );

  return (
    <div className="sv-clip">
      <Tabs label={t('speaker.clip.sources')} tabs={SOURCES} selected={source} onSelect={setSource} title={(name) => t(`speaker.clip.source.${name}`)}>
        {source === 'file' && (
          <FileDropZone
            prompt={t('speaker.clip.drop')}
            chooseLabel={t('speaker.clip.choose')}
            hint={t(`speaker.clip.fileHint.${purpose}`)}
            accept="audio/*,video/*"
            disabled={disabled}
            onFile={(file) => onClip({ kind: 'file', file })}
          />
        )}
        {source === 'sample' && <p className="sv-clip__sample-hint">{t('speaker.clip.sampleHint')}</p>}
        {source === 'microphone' && (
          <MicrophoneRecorder
            minSeconds={recordSeconds.min}
            maxSeconds={recordSeconds.max}
            labels={microphoneLabels}
            disabled={disabled}
            recorded={clip?.kind === 'recording'}
            onRecorded={({ file, seconds }) => onClip({ kind: 'recording', file, seconds })}
          />
        )}
      </Tabs>
      <div className="sv-chosen" aria-live="polite">
        {loadingSample ? (
          <p><span className="spinner sv-chosen__spinner" aria-hidden="true" /> {t('speaker.clip.loadingSample', { name: loadingSample.name })}</p>
        ) : clip ? (
          <p>
            <span className="badge">{t(`speaker.clip.kind.${clip.kind}`)}</span>{' '}
            <strong className="sv-chosen__name" data-testid="chosen-clip">{clipName(clip)}</strong>
          </p>
        ) : (
          <p className="sv-chosen__none">{t('speaker.clip.none')}</p>
        )}
      </div>
      {children}
    </div>
  );
}
