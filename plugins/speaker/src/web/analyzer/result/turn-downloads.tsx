import { useTranslation } from 'react-i18next';
import { Button, saveBlob } from '@speechdeck/core/web';
import type { SpeakerAnalysis } from '../../../contract/sv-api.ts';
import { toRttm, toSrt } from '../../../formats/index.ts';

/** The recording's name without its extension: the downloads' names, and the RTTM file id (as the CLI writes them). */
const baseName = (fileName: string) => fileName.replace(/\.[^./\\]+$/, '') || 'speakers';

/** Each download as the CLI's `diarize --format` writes it: the whole analysis as JSON, RTTM for scorers, SRT for players. */
const FORMATS = {
  json: { type: 'application/json', write: (analysis: SpeakerAnalysis) => `${JSON.stringify(analysis, null, 2)}\n` },
  rttm: { type: 'text/plain', write: (analysis: SpeakerAnalysis) => toRttm(baseName(analysis.fileName), analysis.segments) },
  srt: { type: 'application/x-subrip', write: (analysis: SpeakerAnalysis) => toSrt(analysis.segments) },
} as const;

/** The turns as files, made on the page from the analysis it holds. */
export function TurnDownloads({ analysis }: { analysis: SpeakerAnalysis }) {
  const { t } = useTranslation();
  return (
    <div className="sa-downloads" role="group" aria-label={t('speaker.diarization.downloads.title')}>
      {(Object.keys(FORMATS) as (keyof typeof FORMATS)[]).map((format) => (
        <Button
          key={format}
          size="small"
          aria-label={t('speaker.diarization.downloads.named', { format: format.toUpperCase() })}
          onClick={() => saveBlob(new Blob([FORMATS[format].write(analysis)], { type: FORMATS[format].type }), `${baseName(analysis.fileName)}.${format}`)}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}
