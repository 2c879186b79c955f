import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTITY_TYPES, type NamedEntity } from '../index.ts';

/** Each type's colour with how many entities of it were found. */
export function EntityLegend({ entities }: { entities: readonly NamedEntity[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="ner-legend">
      <h3 id={titleId} className="ner-legend__title">{t('ner.legend.title')}</h3>
      <ul className="ner-legend__list" aria-labelledby={titleId}>
        {ENTITY_TYPES.map((type) => {
          const count = entities.filter((e) => e.type === type).length;
          return (
            <li key={type} className={`ner-legend__item${count === 0 ? ' ner-legend__item--none' : ''}`}>
              <span className={`ner-swatch ner-type--${type}`} aria-hidden="true" />
              <span>{t('ner.legend.count', { type: t(`ner.type.${type}`), count })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
