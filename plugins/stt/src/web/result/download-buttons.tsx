import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@speechdeck/core';
import { Button, notify } from '@speechdeck/core/web';
import { type RecognitionResult } from '@speechdeck/plugin-workspace';
import { EXPORT_FORMATS, type ExportFormat } from '../../contract/stt-api.ts';
import { useSttClient } from '../use-stt-client.ts';
import { exportFileName, saveText } from './export-file.ts';

/** SRT, VTT, TXT and JSON downloads of a finished result, made by the host (the same code as the CLI's). */
export function DownloadButtons({ result }: { result: Pick<RecognitionResult, 'processId' | 'fn'> }) {
  const { t } = useTranslation();
  const stt = useSttClient();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      // The contract types 'text' answers loosely (unknown); the host answers text.
      const text = await stt.exportResult(result.processId, format);
      saveText(text, exportFileName(result.fn, format), format);
    } catch (error) {
      const message = isApiError(error) && error.status !== 0 ? error.message : t('stt.errors.network');
      notify.error(t('stt.download.failed', { format: format.toUpperCase(), message }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="speech-downloads" role="group" aria-label={t('stt.download.title')}>
      <span className="speech-downloads__label" aria-hidden="true">{t('stt.download.title')}</span>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          size="small"
          disabled={busy !== null}
          aria-label={t('stt.download.as', { format: format.toUpperCase() })}
          onClick={() => void download(format)}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}
