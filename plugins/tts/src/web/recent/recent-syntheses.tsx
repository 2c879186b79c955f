import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, LoadingState } from '@speechdeck/core/web';
import type { Voice } from '../../contract/tts-api.ts';
import { useSyntheses } from '../api/get-syntheses.ts';
import { RecentSynthesisItem } from './recent-synthesis-item.tsx';

/** "Recent syntheses": the user's stored syntheses, newest first, followed while one runs. */
export function RecentSyntheses({ voices, onDeleted }: { voices: readonly Voice[]; onDeleted: (id: string) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useSyntheses();

  return (
    <section className="panel tts-recent" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="tts-recent__heading">{t('tts.recent.title')}</h2>
      {list.isPending ? (
        <LoadingState label={t('tts.recent.loading')} />
      ) : list.isError ? (
        <ErrorState message={t('tts.recent.failed')} action={<Button size="small" onClick={() => void list.refetch()}>{t('tts.common.retry')}</Button>} />
      ) : list.data.length === 0 ? (
        <EmptyState message={t('tts.recent.empty')} />
      ) : (
        <ul className="tts-recent__list" aria-labelledby={titleId}>
          {list.data.map((synthesis) => (
            <RecentSynthesisItem key={synthesis.id} synthesis={synthesis} voices={voices} focusAfterDelete={() => heading.current} onDeleted={onDeleted} />
          ))}
        </ul>
      )}
    </section>
  );
}
