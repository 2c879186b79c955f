import { useTranslation } from 'react-i18next';
import { useUiKit } from '@speechdeck/core/web';
import { MomentPlayer, useResult, useResultLabels, type PlayRequest } from '@speechdeck/plugin-workspace/web';

/** The file of a picked hit, played from the hit (the workspace's player and transcript). */
export function HitPlayer({ request }: { request: PlayRequest }) {
  const { t } = useTranslation();
  const result = useResult(request.processId);
  const labels = useResultLabels();
  const kit = useUiKit();
  return (
    <section className="panel kws-player" aria-labelledby="kws-player-title">
      <h2 id="kws-player-title" className="kws-player__title">{result.data?.fn ?? kit.labels.loading}</h2>
      <MomentPlayer request={request} failed={t('kws.player.failed')} transcript={{ heading: labels.transcript.transcript }} />
    </section>
  );
}
