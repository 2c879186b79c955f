import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MedicalCategory } from '../../contract/medical-categories.ts';

/** The colour of each kind of term, with how many are said. */
export function TermLegend({ counts }: { counts: readonly { category: MedicalCategory; count: number }[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="med-legend">
      <h3 id={titleId} className="med-legend__title">{t('med.legend.title')}</h3>
      <ul className="med-legend__list" aria-labelledby={titleId}>
        {counts.map(({ category, count }) => (
          <li key={category} className={`med-legend__item${count === 0 ? ' med-legend__item--none' : ''}`} data-category={category}>
            <span className={`med-swatch med-term--${category}`} aria-hidden="true" />
            <span>{t('med.legend.count', { category: t(`med.category.${category}`), count })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
