import { useTranslation } from 'react-i18next';
import { ProgressStep, type UploadState } from '@speechdeck/core/web';
import type { CallRecognition } from '../../contract/splitter-api.ts';
import { stoppedText } from '../failure.ts';

/** Two bars: the recording going up, then the recognition (queued, running with its progress, done or failed with the reason). */
export function CallProgress({ upload, uploadError, call }: { upload: UploadState | null; uploadError: unknown; call: CallRecognition | null }) {
  const { t } = useTranslation();
  const uploadPercent = upload ? (upload.done ? 100 : upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0) : 0;
  const uploadState = uploadError ? 'failed' : upload?.done ? 'done' : 'active';
  const uploadText = uploadError
    ? stoppedText(uploadError, t('splitter.call.uploadFailed', { percent: uploadPercent }), t)
    : upload?.done ? t('splitter.call.uploaded') : t('splitter.call.uploading', { percent: uploadPercent });
  const percent = call ? (call.status === 'done' ? 100 : Math.round(call.progress * 100)) : 0;
  return (
    <div className="sp-progress">
      {/* A job kept from before (a reload, Back, a new login) has no upload here to name its recording. */}
      {call && !upload && <p className="sp-progress__kept">{t('splitter.call.kept', { name: call.fileName })}</p>}
      {upload && (
        <ProgressStep data-testid="call-upload" data-state={uploadState} label={t('splitter.call.upload')} text={uploadText} percent={uploadPercent} tone={uploadState} />
      )}
      {call && (
        <ProgressStep
          data-testid="call-progress"
          data-status={call.status}
          label={t('splitter.call.job')}
          text={t(`splitter.call.status.${call.status}`, { percent })}
          percent={call.status === 'queued' ? null : percent}
          tone={call.status === 'done' ? 'done' : call.status === 'failed' ? 'failed' : 'active'}
          live
          error={call.status === 'failed' ? call.error : null}
        />
      )}
    </div>
  );
}
