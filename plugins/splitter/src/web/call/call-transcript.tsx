import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FailureNotice, formatTime, languageLabel, LoadingState, speakerColors, useAudioController, useObjectUrl, WaveformPlayer } from '@speechdeck/core/web';
import { getMediaUrlQueryOptions, TranscriptView, useResult, useResultLabels, useWorkspaceClient } from '@speechdeck/plugin-workspace/web';
import { describeSplitterFailure } from '../failure.ts';

/** Where the workspace lists its results (it opens one from its list). */
export const WORKSPACE_HREF = '#/asr-workspace';

/**
 * The recognized call as the workspace saved it: both sides on one player (the recording sent from
 * here, or the workspace's copy of it for a call kept from before), the merged transcript with a
 * colour per channel name, and the way to the workspace. Suspends until the workspace's words are
 * loaded.
 */
export function CallTranscript({ processId, file }: { processId: string; file: File | null }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const labels = useResultLabels();
  const player = useAudioController();
  const workspace = useWorkspaceClient();
  const local = useObjectUrl(file);
  const stored = useQuery({ ...getMediaUrlQueryOptions(workspace, processId), enabled: file === null });
  const url = local ?? stored.data ?? null;
  const result = useResult(processId);
  const segments = result.data?.segments;
  const colors = useMemo(() => speakerColors(segments ?? []), [segments]);
  if (result.error) {
    const failure = describeSplitterFailure(result.error, 'call', t);
    return <FailureNotice title={failure.title} detail={failure.detail} />;
  }
  if (!result.data) return <LoadingState label={t('splitter.result.loading')} />;
  const call = result.data;
  return (
    <section className="panel sp-result" aria-labelledby={titleId} data-testid="call-result">
      <header className="sp-result__header">
        <div>
          <h2 id={titleId} className="sp-result__title">{call.fn}</h2>
          <p className="sp-result__meta">
            {[formatTime(call.duration), languageLabel(call.language, i18n.language), t('splitter.result.turns', { count: call.segments.length }), call.engine].filter(Boolean).join(' · ')}
          </p>
        </div>
        <p className="sp-result__saved">
          <span className="badge">{t('splitter.result.saved')}</span> <a href={WORKSPACE_HREF}>{t('splitter.result.open')}</a>
        </p>
      </header>
      {call.notes.length > 0 && (
        <ul className="sp-result__notes">
          {call.notes.map((note) => <li key={note} className="notice">{note}</li>)}
        </ul>
      )}
      <WaveformPlayer player={player} src={url} duration={call.duration} segments={call.segments} colors={colors} labels={labels.player} title={call.fn} />
      <h3 className="sp-result__subtitle">{labels.transcript.transcript}</h3>
      <TranscriptView segments={call.segments} player={player} colors={colors} labels={labels.transcript} />
    </section>
  );
}
