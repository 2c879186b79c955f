import { MomentPlayer, type PlayRequest } from '@speechdeck/plugin-workspace/web';

/** The transcript's audio, played from the moment asked (the workspace's player, without a second transcript: the page shows its own with the entities). */
export function TranscriptPlayer({ request, failed }: { request: PlayRequest; failed: string }) {
  return (
    <div className="ner-player">
      <MomentPlayer request={request} failed={failed} transcript={false} />
    </div>
  );
}
