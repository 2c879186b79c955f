import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, type AudioController } from '@speechdeck/core/web';
import type { TermRow } from './term-rows.ts';

/** Every term: its kind, how often it is said, when first, and a button that plays from there. */
export function TermTable({ rows, player }: { rows: readonly TermRow[]; player: AudioController }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="med-table" aria-labelledby={titleId}>
      <h3 id={titleId} className="med-table__title">{t('med.table.title')}</h3>
      <table className="med-table__table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t('med.table.term')}</th>
            <th scope="col">{t('med.table.category')}</th>
            <th scope="col" className="med-table__number">{t('med.table.count')}</th>
            <th scope="col" className="med-table__number">{t('med.table.first')}</th>
            <th scope="col"><span className="rv-visually-hidden">{t('med.table.play')}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.category}:${row.text}`} data-category={row.category}>
              <th scope="row"><span className={`med-term med-term--${row.category}`}>{row.text}</span></th>
              <td>{t(`med.category.${row.category}`)}</td>
              <td className="med-table__number">{row.count}</td>
              <td className="med-table__number">{formatTime(row.first, { tenths: true })}</td>
              <td>
                <button
                  type="button"
                  className="button med-table__play"
                  aria-label={t('med.table.playFrom', { term: row.text, time: formatTime(row.first, { tenths: true }) })}
                  onClick={() => player.seek(row.first, { play: true })}
                >
                  ▶
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
