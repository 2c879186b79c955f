import type { ExportFormat } from '../../contract/stt-api.ts';

const MEDIA_TYPES: Record<ExportFormat, string> = {
  srt: 'application/x-subrip;charset=utf-8',
  vtt: 'text/vtt;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
  json: 'application/json;charset=utf-8',
};

/**
 * The download's name: the recognized file's, extension replaced, reduced to plain ASCII as the
 * host does (docs/recognition.md): 'Toplantı İçeriği.mp3' -> 'Toplanti_Icerigi.srt'.
 */
export function exportFileName(fileName: string, format: ExportFormat): string {
  const base = fileName.replace(/\.[^./\\]{1,8}$/, '');
  const ascii = base
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|_+$/g, '');
  return `${ascii || 'transcript'}.${format}`;
}

/** Hands text to the browser as a file download. */
export function saveText(text: string, fileName: string, format: ExportFormat): void {
  const url = URL.createObjectURL(new Blob([text], { type: MEDIA_TYPES[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
