import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { InputFile } from '@speechdeck/core/cli';

/** The multipart body the /api/sv calls take: the recording, streamed from disk, in the field `file`. */
export async function uploadForm(file: Pick<InputFile, 'path'>): Promise<FormData> {
  const form = new FormData();
  form.append('file', await openAsBlob(file.path), basename(file.path));
  return form;
}
