import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatTime, type SpeakerColors } from '@speechdeck/core/web';
import type { SpotHit } from '../../contract/kws-api.ts';
import { percent } from './spot-timeline.tsx';

/** Every hit in time order: keyword, start, end, score, and a button that plays from it. On a phone each row stacks. */
export function HitsTable({ hits, colors, onPlay }: { hits: readonly SpotHit[]; colors: SpeakerColors; onPlay: (hit: SpotHit) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const columns = { keyword: t('kws.spot.table.keyword'), start: t('kws.spot.table.start'), end: t('kws.spot.table.end'), score: t('kws.spot.table.score') };
  return (
    <section className="kws-hits" aria-labelledby={titleId}>
      <h3 id={titleId} className="kws-spot__subtitle">{t('kws.spot.table.title', { count: hits.length })}</h3>
      <div className="table-wrap">
        <table className="table table--stack kws-hits__table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{columns.keyword}</th>
              <th scope="col">{columns.start}</th>
              <th scope="col">{columns.end}</th>
              <th scope="col">{columns.score}</th>
              <th scope="col"><span className="visually-hidden">{t('kws.spot.table.play')}</span></th>
            </tr>
          </thead>
          <tbody>
            {hits.map((hit) => (
              <tr key={`${hit.keyword}-${hit.start}`} data-testid="kws-hit-row">
                <td data-label={columns.keyword}>
                  <span className="kws-hits__swatch" style={{ background: colors.colorOf(hit.keyword) }} aria-hidden="true" />
                  {hit.keyword}
                </td>
                <td data-label={columns.start}>{formatTime(hit.start, { tenths: true })}</td>
                <td data-label={columns.end}>{formatTime(hit.end, { tenths: true })}</td>
                <td data-label={columns.score}>{percent(hit.score)}</td>
                <td className="kws-hits__play">
                  <Button size="small" aria-label={t('kws.spot.table.playFrom', { keyword: hit.keyword, time: formatTime(hit.start, { tenths: true }) })} onClick={() => onPlay(hit)}>
                    {t('kws.spot.table.play')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
