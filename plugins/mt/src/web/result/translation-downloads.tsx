import { useTranslation } from 'react-i18next';
import { Button, saveBlob } from '@speechdeck/core/web';
import type { Translation } from '../../contract/mt-api.ts';
import { TRANSCRIPT_FORMATS, translationFile, type TranscriptFormat } from '../../formats/translation-files.ts';

/** The translation as a file: text as .txt; a transcript as SRT, WebVTT or timed text, made here from the answer. */
export function TranslationDownloads({ translation }: { translation: Translation }) {
  const { t } = useTranslation();
  const formats: readonly TranscriptFormat[] = translation.transcript ? TRANSCRIPT_FORMATS : ['txt'];
  const save = (format: TranscriptFormat) => {
    const file = translationFile(translation, format);
    saveBlob(new Blob([file.text], { type: file.type }), file.name);
  };
  return (
    <div className="mt-downloads" role="group" aria-label={t('mt.download.group')}>
      {formats.map((format) => (
        <Button key={format} size="small" onClick={() => save(format)}>{t('mt.download.as', { format: format.toUpperCase() })}</Button>
      ))}
    </div>
  );
}
