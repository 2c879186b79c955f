/**
 * Downloads of a recognition result: SRT and WebVTT subtitles, a plain-text transcript and the
 * JSON result itself. The same text is produced for `POST /api/stt/toSrt`, the dashboard's
 * download buttons and the CLI's `--format`, so the three never disagree.
 * Subtitle rules (line length, cue splitting, timing) are in subtitle-cues.ts.
 */
import type { RecognitionResult } from '../contract/recognition-result.ts';
import { toPlainText } from './plain-text.ts';
import { toSrt, toVtt } from './subtitles.ts';

export const EXPORT_FORMATS = ['srt', 'vtt', 'txt', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function formatResult(result: RecognitionResult, format: ExportFormat): string {
  switch (format) {
    case 'srt':
      return toSrt(result);
    case 'vtt':
      return toVtt(result);
    case 'txt':
      return toPlainText(result);
    case 'json':
      return `${JSON.stringify(result, null, 2)}\n`;
  }
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  srt: 'application/x-subrip; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export function contentTypeOf(format: ExportFormat): string {
  return CONTENT_TYPES[format];
}

const MAX_STEM_CHARS = 100;

/**
 * A download name from the result's file name: the extension replaced, reduced to safe ASCII
 * (accents dropped, Turkish dotless ı as i, anything else outside [A-Za-z0-9._-] as `_`) so it
 * survives every browser, shell and file system without quoting.
 */
export function fileNameFor(result: Pick<RecognitionResult, 'fn'>, format: ExportFormat): string {
  const base = result.fn.split(/[/\\]/).pop() ?? '';
  const stem = base.includes('.', 1) ? base.slice(0, base.lastIndexOf('.')) : base;
  const ascii = stem
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .slice(0, MAX_STEM_CHARS)
    .replace(/^[._-]+|[._-]+$/g, '');
  return `${ascii || 'transcript'}.${format}`;
}
