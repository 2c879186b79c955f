import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@speechdeck/core';
import { Button, ErrorState, formatTime, LoadingState, notify, speakerColors, useAudioController, WaveformPlayer } from '@speechdeck/core/web';
import { type RecognizedSegment } from '../../index.ts';
import { TranscriptView } from '../transcript/lazy-transcript.tsx';
import { useEditSegment } from '../api/edit-segment.ts';
import { useMediaUrl } from '../api/get-media-url.ts';
import { useResult } from '../api/get-result.ts';
import { useRedactResult } from '../api/redact-result.ts';
import { ResultDownloads } from '../downloads/result-downloads.tsx';
import { RenameSpeakerForm } from './rename-speaker-form.tsx';
import { SegmentEditor } from './segment-editor.tsx';
import { RedactDialog } from './redact-dialog.tsx';
import { useResultLabels } from '../use-result-labels.ts';

export interface OpenRequest {
  processId: string;
  /** Where to put the playhead (a search hit's start), or null for the start. */
  time: number | null;
  /** Changes with every request, so opening the same place twice seeks again. */
  serial: number;
}

interface ResultViewerProps {
  request: OpenRequest;
  onClose: () => void;
  onDelete: (processId: string, fileName: string) => void;
}

const editButtonId = (processId: string, position: number) => `ws-edit-${processId}-${position}`;

/** One result in the workspace: the shared player and transcript, each segment editable in place, speakers renamable. */
export function ResultViewer({ request, onClose, onDelete }: ResultViewerProps) {
  const { t } = useTranslation();
  const { processId } = request;
  const result = useResult(processId);
  const media = useMediaUrl(processId);
  const player = useAudioController();
  const labels = useResultLabels();
  const edit = useEditSegment();
  const [editing, setEditing] = useState<number | null>(null);
  const [redacting, setRedacting] = useState(false);
  const redact = useRedactResult();
  const heading = useRef<HTMLHeadingElement>(null);
  const segments = result.data?.segments;
  const colors = useMemo(() => speakerColors(segments ?? []), [segments]);

  // Opened from a list or a hit: focus moves to the result once it is there (once per result:
  // the viewer is keyed by process id), the playhead to the hit.
  const loaded = result.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  useEffect(() => {
    if (request.time !== null) player.seek(request.time);
  }, [player, request.serial, request.time]);

  const closeEditor = useCallback((position: number) => {
    setEditing(null);
    edit.reset();
    // Back to the segment's Edit button once it is rendered again.
    requestAnimationFrame(() => document.getElementById(editButtonId(processId, position))?.focus());
  }, [edit, processId]);

  const renderActions = useCallback((segment: RecognizedSegment) => (
    editing === segment.position ? null : (
      <button
        id={editButtonId(processId, segment.position)}
        type="button"
        className="button button--small ws-edit-button"
        aria-label={t('workspace.edit.open', { time: formatTime(segment.start) })}
        onClick={() => setEditing(segment.position)}
      >
        {t('workspace.edit.button')}
      </button>
    )
  ), [editing, processId, t]);

  const renderEditor = useCallback((segment: RecognizedSegment) => (
    editing !== segment.position ? undefined : (
      <SegmentEditor
        start={segment.start}
        text={segment.sent}
        pending={edit.isPending}
        error={edit.error ? (isApiError(edit.error) ? edit.error.message : t('workspace.edit.failed')) : null}
        onCancel={() => closeEditor(segment.position)}
        onSave={(text) => edit.mutate({ processId, position: segment.position, text }, {
          onSuccess: () => {
            notify.success(t('workspace.edit.saved'));
            closeEditor(segment.position);
          },
        })}
      />
    )
  ), [closeEditor, edit, editing, processId, t]);

  if (result.isPending) {
    return <section className="panel ws-viewer"><LoadingState /></section>;
  }
  if (result.isError) {
    return (
      <section className="panel ws-viewer">
        <ErrorState
          message={isApiError(result.error) ? result.error.message : t('workspace.viewer.failed')}
          action={<Button size="small" onClick={onClose}>{t('workspace.viewer.close')}</Button>}
        />
      </section>
    );
  }
  const data = result.data;
  return (
    <section className="panel ws-viewer" aria-labelledby="ws-viewer-title">
      <header className="ws-viewer__header">
        <div className="ws-viewer__heading">
          <h2 id="ws-viewer-title" ref={heading} tabIndex={-1} className="ws-viewer__title">{data.fn}</h2>
          <p className="ws-muted ws-viewer__meta">
            {[
              formatTime(data.duration),
              data.language,
              t('workspace.files.segments', { count: data.segments.length }),
              data.status !== 'done' ? t(`workspace.status.${data.status}`) : null,
            ].filter(Boolean).join(' · ')}
          </p>
          {data.status === 'done' && <ResultDownloads result={data} />}
        </div>
        <div className="ws-viewer__actions">
          {data.status === 'done' && (
            <button type="button" className="button button--small" onClick={() => setRedacting(true)}>{t('workspace.redact.button')}</button>
          )}
          <button type="button" className="button button--danger button--small" onClick={() => onDelete(processId, data.fn)}>{t('workspace.files.delete')}</button>
          <button type="button" className="button button--small" onClick={onClose}>{t('workspace.viewer.close')}</button>
        </div>
      </header>
      {redacting && (
        <RedactDialog
          fileName={data.fn}
          pending={redact.isPending}
          onCancel={() => {
            redact.reset();
            setRedacting(false);
          }}
          onConfirm={(keepOriginal) => redact.mutate({ processId, keepOriginal }, {
            onSuccess: ({ originalProcessId }) => {
              notify.success(originalProcessId ? t('workspace.redact.doneKept', { id: originalProcessId }) : t('workspace.redact.done'));
              setRedacting(false);
            },
            // The shell toasts the failure; the dialog closes and the result stays as it was.
            onError: () => setRedacting(false),
          })}
        />
      )}
      {data.error && <p className="notice notice--error">{data.error}</p>}
      {data.notes.length > 0 && (
        <ul className="ws-notes" aria-label={t('workspace.viewer.notes')}>
          {data.notes.map((note) => <li key={note} className="notice">{note}</li>)}
        </ul>
      )}
      <WaveformPlayer
        player={player}
        src={media.data ?? null}
        duration={data.duration}
        segments={data.segments}
        colors={colors}
        labels={labels.player}
        title={data.fn}
      />
      {/* Not keyed by the speakers: a rename changes them, and a form mounted anew would drop the rename's confirmation and the focus. */}
      {colors.speakers.length > 0 && <RenameSpeakerForm processId={processId} colors={colors} />}
      <h3 className="ws-viewer__subtitle">{t('workspace.transcript.title')}</h3>
      <TranscriptView
        segments={data.segments}
        player={player}
        colors={colors}
        labels={labels.transcript}
        renderActions={renderActions}
        renderEditor={renderEditor}
      />
    </section>
  );
}
