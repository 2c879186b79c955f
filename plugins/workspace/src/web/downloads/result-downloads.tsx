import { useTranslation } from 'react-i18next';
import { Button, saveBlob, useMessages } from '@speechdeck/core/web';
import type { RecognitionResult } from '../../contract/recognition-result.ts';
import { contentTypeOf, EXPORT_FORMATS, fileNameFor, formatResult } from '../../export/format-result.ts';
import { loadWorkspaceMessages } from '../load-messages.ts';

/** Shipped with the buttons, since the stt page shows them too (React hoists this <style> into <head> once). */
const CSS = `
.rv-downloads { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
.rv-downloads__label { color: var(--muted); margin-right: 0.25rem; }
`;

/**
 * SRT, VTT, TXT and JSON downloads of a finished result, written here in the browser by the same
 * code as the host's `/api/stt/export/{id}` and `toSrt`, so the files are the same byte for byte.
 */
export function ResultDownloads({ result }: { result: RecognitionResult }) {
  useMessages(loadWorkspaceMessages);
  const { t } = useTranslation();
  return (
    <div className="rv-downloads" role="group" aria-label={t('workspace.download.title')}>
      <style href="speechdeck-result-downloads" precedence="default">{CSS}</style>
      <span className="rv-downloads__label" aria-hidden="true">{t('workspace.download.title')}</span>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          size="small"
          aria-label={t('workspace.download.as', { format: format.toUpperCase() })}
          onClick={() => saveBlob(new Blob([formatResult(result, format)], { type: contentTypeOf(format) }), fileNameFor(result, format))}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}
