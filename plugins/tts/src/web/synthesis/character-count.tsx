import { useTranslation } from 'react-i18next';
import { TTS_LIMITS } from '../../contract/tts-api.ts';
import { textFit } from './text-fit.ts';

/** The text's length against the limit, under the editor; past it, that the text must be shortened. */
export function CharacterCount({ characters, id }: { characters: number; id: string }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language || 'en');
  const fit = textFit(characters);
  return (
    <p id={id} className={`tts-count tts-count--${fit}`} data-testid="character-count" data-fit={fit}>
      <span className="tts-count__number">{t('tts.text.count', { count: characters, characters: number(characters), limit: number(TTS_LIMITS.queueMaxChars) })}</span>
      {/* Announced when the text crosses the limit, not on every keystroke. */}
      <span className="tts-count__note" aria-live="polite">
        {fit === 'tooLong' && <strong className="tts-count__over">{t('tts.text.tooLong', { limit: number(TTS_LIMITS.queueMaxChars) })}</strong>}
      </span>
    </p>
  );
}
