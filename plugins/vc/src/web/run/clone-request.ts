import type { CloneFields } from '../../contract/vc-api.ts';
import type { Reference } from '../reference/reference.ts';

export interface CloneRequest {
  reference: Reference;
  fields: Omit<CloneFields, 'spk'>;
}

/** The multipart body of a clone: the fields of `cloneFields`, then the reference file, or `spk` naming the enrolled speaker. */
export function cloneForm({ reference, fields }: CloneRequest): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, value);
  }
  if (reference.kind === 'speaker') form.append('spk', reference.speaker.spk);
  else form.append('reference', reference.file, reference.file.name);
  return form;
}
