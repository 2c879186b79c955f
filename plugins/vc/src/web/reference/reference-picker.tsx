import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone, MicrophoneRecorder, notify, useSampleFile } from '@speechdeck/core/web';
import { VC_LIMITS } from '../../contract/vc-api.ts';
import type { Reference } from './reference.ts';
import { useMicrophoneLabels } from './use-microphone-labels.ts';

/** Where a reference can come from, as the picker's tabs. */
export const REFERENCE_SOURCES = ['file', 'sample', 'microphone'] as const;
type Source = (typeof REFERENCE_SOURCES)[number];

interface ReferencePickerProps {
  reference: Reference | null;
  disabled: boolean;
  onReference: (reference: Reference) => void;
  /** What is shown under the chosen reference: its player and what is wrong with it. */
  children?: ReactNode;
}

/**
 * The voice to clone: a dropped or chosen file, a sample from the shell's sample panel, or a
 * recording from the microphone, one tab each. A sample picked in the panel becomes the reference
 * whichever tab is open, and opens its tab.
 */
export function ReferencePicker({ reference, disabled, onReference, children }: ReferencePickerProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [source, setSource] = useState<Source>('file');
  const tabs = useRef<Partial<Record<Source, HTMLButtonElement | null>>>({});
  const microphoneLabels = useMicrophoneLabels();
  const { loadingSample } = useSampleFile(
    (file, sample) => {
      setSource('sample');
      onReference({ kind: 'sample', sample, file });
    },
    (sample) => notify.error(t('vc.reference.sampleFailed', { name: sample.name })),
  );

  const onTabKey = (event: KeyboardEvent) => {
    const index = REFERENCE_SOURCES.indexOf(source);
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: REFERENCE_SOURCES.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = REFERENCE_SOURCES[(moves[event.key]! + REFERENCE_SOURCES.length) % REFERENCE_SOURCES.length]!;
    setSource(next);
    tabs.current[next]?.focus();
  };

  const tabId = (name: Source) => `${baseId}-tab-${name}`;
  const panelId = (name: Source) => `${baseId}-panel-${name}`;

  return (
    <section className="panel vc-reference" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{t('vc.reference.title')}</h2>
      <p className="vc-reference__intro">{t('vc.reference.intro')}</p>
      <div className="vc-tabs" role="tablist" aria-label={t('vc.reference.sources')} onKeyDown={onTabKey}>
        {REFERENCE_SOURCES.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            className="vc-tabs__tab"
            aria-selected={source === name}
            aria-controls={panelId(name)}
            tabIndex={source === name ? 0 : -1}
            onClick={() => setSource(name)}
          >
            {t(`vc.reference.source.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(source)} aria-labelledby={tabId(source)} className="vc-tabs__panel">
        {source === 'file' && (
          <FileDropZone
            prompt={t('vc.reference.drop')}
            chooseLabel={t('vc.reference.choose')}
            hint={t('vc.reference.fileHint')}
            accept="audio/*,video/*"
            disabled={disabled}
            onFile={(file) => onReference({ kind: 'file', file })}
          />
        )}
        {source === 'sample' && <p className="vc-reference__sample-hint">{t('vc.reference.sampleHint')}</p>}
        {source === 'microphone' && (
          <MicrophoneRecorder
            minSeconds={VC_LIMITS.referenceMinSeconds}
            maxSeconds={VC_LIMITS.referenceMaxSeconds}
            labels={microphoneLabels}
            disabled={disabled}
            onRecorded={({ file, seconds }) => onReference({ kind: 'recording', file, seconds })}
          />
        )}
      </div>
      <div className="vc-chosen" aria-live="polite">
        {loadingSample ? (
          <p><span className="spinner vc-chosen__spinner" aria-hidden="true" /> {t('vc.reference.loadingSample', { name: loadingSample.name })}</p>
        ) : reference ? (
          <p>
            <span className="badge">{t(`vc.reference.kind.${reference.kind}`)}</span>{' '}
            <strong className="vc-chosen__name" data-testid="chosen-reference">{reference.kind === 'sample' ? reference.sample.name : reference.file.name}</strong>
          </p>
        ) : (
          <p className="vc-chosen__none">{t('vc.reference.none')}</p>
        )}
      </div>
      {children}
    </section>
  );
}
