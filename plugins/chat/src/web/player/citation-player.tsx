import { useTranslation } from 'react-i18next';
import { useUiKit } from '@speechdeck/core/web';
import { MomentPlayer, useResult } from '@speechdeck/plugin-workspace/web';
import type { CitedMoment } from '../thread/cited-text.tsx';

/** The recording a citation points into, played from the cited moment, with its transcript (the workspace's player). */
export function CitationPlayer({ request, onClose }: { request: CitedMoment; onClose: () => void }) {
  const { t } = useTranslation();
  const result = useResult(request.processId);
  const kit = useUiKit();
  return (
    <section className="panel chat-player" aria-labelledby="chat-player-title">
      <header className="chat-player__header">
        <h2 id="chat-player-title" className="chat-player__title">{result.data?.fn ?? request.fn}</h2>
        <button type="button" className="icon-button" aria-label={kit.labels.close} onClick={onClose}><span aria-hidden="true">×</span></button>
      </header>
      {result.isPending && <p role="status">{kit.labels.loading}</p>}
      <MomentPlayer request={request} failed={t('chat.player.failed')} />
    </section>
  );
}
