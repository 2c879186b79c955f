import { useTranslation } from 'react-i18next';

/** The limit's words, in the words of the page that shows it; the numbers come formatted in the dashboard's language. */
export interface CharacterLimitLabels {
  /** '22,500 of 20,000 characters.' */
  count: (characters: string, limit: string) => string;
  /** Past the limit: 'Too long: at most 20,000 characters are translated at once. Shorten the text or split it.' */
  tooLong: (limit: string) => string;
}

interface CharacterLimitProps {
  /** For the text box's `aria-describedby`. */
  id: string;
  characters: number;
  /** The most the service reads at once. */
  limit: number;
  labels: CharacterLimitLabels;
}

/**
 * A text box's length against the most its service reads at once, under the box. The box keeps all
 * that is typed or pasted (a `maxLength` would cut a long paste without a word), so past the limit
 * this says so and the page holds its button, as the synthesis page does.
 */
export function CharacterLimit({ id, characters, limit, labels }: CharacterLimitProps) {
  const { i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language || 'en');
  const over = characters > limit;
  return (
    <p id={id} className="field__hint" data-testid="character-limit" data-over={over}>
      {labels.count(number(characters), number(limit))}{' '}
      {/* Announced when the text crosses the limit, not on every keystroke. */}
      <span aria-live="polite">{over && <strong className="field__error">{labels.tooLong(number(limit))}</strong>}</span>
    </p>
  );
}
