import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@speechdeck/core/web';
import type { ResultSummary } from '@speechdeck/plugin-workspace';
import { ResultChooser } from '@speechdeck/plugin-workspace/web';
import { MT_LIMITS } from '../../contract/mt-api.ts';

export const INPUTS = ['text', 'transcript'] as const;
export type InputKind = (typeof INPUTS)[number];

interface SourceInputProps {
  kind: InputKind;
  text: string;
  processId: string | null;
  disabled: boolean;
  onKind: (kind: InputKind) => void;
  onText: (text: string) => void;
  onTranscript: (result: ResultSummary) => void;
}

/** Typed text, or one of the user's transcripts (the workspace's chooser). */
export function SourceInput({ kind, text, processId, disabled, onKind, onText, onTranscript }: SourceInputProps) {
  const { t } = useTranslation();
  const textId = useId();
  const hintId = useId();
  return (
    <Tabs label={t('mt.input.tabs')} tabs={INPUTS} selected={kind} onSelect={onKind} title={(name) => t(`mt.input.${name}`)}>
      {kind === 'text' ? (
        <div className="field">
          <label className="field__label" htmlFor={textId}>{t('mt.input.textLabel')}</label>
          <textarea
            id={textId}
            className="field__input mt-input__text"
            rows={8}
            value={text}
            maxLength={MT_LIMITS.textMaxChars}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={(event) => onText(event.target.value)}
          />
          <p id={hintId} className="field__hint">{t('mt.input.textHint', { count: text.length.toLocaleString(), max: MT_LIMITS.textMaxChars.toLocaleString() })}</p>
        </div>
      ) : (
        <ResultChooser
          value={processId}
          disabled={disabled}
          onChoose={onTranscript}
          labels={{ pick: t('mt.input.pick'), choose: t('mt.input.choose'), loading: t('mt.input.loading'), none: t('mt.input.noResults') }}
        />
      )}
    </Tabs>
  );
}
