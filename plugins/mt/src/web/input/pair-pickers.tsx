import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, languageOptions } from '@speechdeck/core/web';
import type { LanguagePair, MtEngine } from '../../contract/mt-api.ts';
import { canSwap, enginesOf, sourcesOf, targetsOf } from './pairs.ts';

interface PairPickersProps {
  pairs: readonly LanguagePair[];
  source: string;
  target: string;
  /** '' lets the host choose. */
  engine: MtEngine | '';
  disabled: boolean;
  onPair: (pair: { source: string; target: string }) => void;
  onEngine: (engine: MtEngine | '') => void;
}

/** From and To filled from the served pairs (To lists what From translates to), a swap, and the engine when more than one serves the pair. */
export function PairPickers({ pairs, source, target, engine, disabled, onPair, onEngine }: PairPickersProps) {
  const { t, i18n } = useTranslation();
  const ids = { source: useId(), target: useId(), engine: useId() };
  const options = (codes: readonly string[]) =>
    languageOptions(codes, i18n.language || 'en').map(({ value, label }) => <option key={value} value={value}>{label}</option>);
  const engines = enginesOf(pairs, source, target);

  return (
    <div className="mt-pair">
      <div className="field">
        <label className="field__label" htmlFor={ids.source}>{t('mt.pair.source')}</label>
        <select id={ids.source} className="field__input" value={source} disabled={disabled} onChange={(event) => onPair({ source: event.target.value, target })}>
          {options(sourcesOf(pairs))}
        </select>
      </div>
      <Button className="mt-pair__swap" aria-label={t('mt.pair.swap')} title={t('mt.pair.swap')} disabled={disabled || !canSwap(pairs, source, target)} onClick={() => onPair({ source: target, target: source })}>
        ⇄
      </Button>
      <div className="field">
        <label className="field__label" htmlFor={ids.target}>{t('mt.pair.target')}</label>
        <select id={ids.target} className="field__input" value={target} disabled={disabled} onChange={(event) => onPair({ source, target: event.target.value })}>
          {options(targetsOf(pairs, source))}
        </select>
      </div>
      {engines.length > 1 && (
        <div className="field">
          <label className="field__label" htmlFor={ids.engine}>{t('mt.pair.engine')}</label>
          <select id={ids.engine} className="field__input" value={engine} disabled={disabled} onChange={(event) => onEngine(event.target.value as MtEngine | '')}>
            <option value="">{t('mt.pair.anyEngine')}</option>
            {engines.map((id) => <option key={id} value={id}>{t(`mt.engine.${id}`)}</option>)}
          </select>
        </div>
      )}
    </div>
  );
}
