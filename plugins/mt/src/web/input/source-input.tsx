import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@speechdeck/core/web';
import type { ResultSummary } from '@speechdeck/plugin-workspace';
import { CharacterLimit, hasTranscript, ResultChooser } from '@speechdeck/plugin-workspace/web';
import { MT_LIMITS } from '../../contract/mt-api.ts';

export const INPUTS = ['text', 'transcript'] as const;
export type InputKind = (typeof INPUTS)[number];

interface SourceInputProps {
  kind: InputKind;
  text: string;
  processId: string | null;
  /** The languages translated from here: a transcript in another (or without text, as a saved diarization) is not offered. */
  sources: readonly string[];
  disabled: boolean;
  onKind: (kind: InputKind) => void;
  onText: (text: string) => void;
  onTranscript: (result: ResultSummary) => void;
}

/** Typed text, or one of the user's transcripts (the workspace's chooser). */
export function SourceInput({ kind, text, processId, sources, disabled, onKind, onText, onTranscript }: SourceInputProps) {
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
            disabled={disabled}
            aria-describedby={hintId}
            aria-invalid={text.length > MT_LIMITS.textMaxChars || undefined}
            onChange={(event) => onText(event.target.value)}
          />
          <CharacterLimit
            id={hintId}
            characters={text.length}
            limit={MT_LIMITS.textMaxChars}
            labels={{ count: (count, max) => t('mt.input.textHint', { count, max }), tooLong: (max) => t('mt.input.tooLong', { max }) }}
          />
        </div>
      ) : (
        <ResultChooser
          value={processId}
          disabled={disabled}
          usable={(result) => hasTranscript(result) && sources.includes(result.language)}
          onChoose={onTranscript}
          labels={{ pick: t('mt.input.pick'), choose: t('mt.input.choose'), loading: t('mt.input.loading'), none: t('mt.input.noResults') }}
        />
      )}
    </Tabs>
  );
}
