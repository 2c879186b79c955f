import { useState } from 'react';
import { useUpload } from '@speechdeck/core/web';
import { useIdentification } from '../api/get-identification.ts';
import { useRecognizeSpeaker } from '../api/recognize-speaker.ts';
import { identificationId } from './identification-id.ts';

/** One identification: send the clip under an id of the page's choosing, take the text answer, then read the full answer by that id. */
export function useIdentificationRun() {
  const { upload, sendFile } = useUpload();
  const recognize = useRecognizeSpeaker();
  const [answered, setAnswered] = useState<{ id: string; text: string } | null>(null);
  const identification = useIdentification(answered?.id ?? null);

  const submit = (file: File) => {
    setAnswered(null);
    const id = identificationId();
    // A failure is shown from the mutation's error.
    sendFile(file.size, ({ onUploadProgress }) => recognize.mutateAsync({ id, file, onUploadProgress })).then(
      (text) => setAnswered({ id, text: text.trim() }),
      () => undefined,
    );
  };

  return {
    submit,
    upload,
    running: recognize.isPending,
    sendError: recognize.error,
    /** The text answer: an enrolled name, or 'unknown'. */
    answer: answered?.text ?? null,
    identification: answered ? identification.data ?? null : null,
    identificationError: identification.error,
  };
}
