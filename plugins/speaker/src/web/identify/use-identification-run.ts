import { useState } from 'react';
import { useIdentification } from '../api/get-identification.ts';
import { useRecognizeSpeaker } from '../api/recognize-speaker.ts';
import { useUploadState } from '../run/upload-state.ts';
import { identificationId } from './identification-id.ts';

/** One identification: send the clip under an id of the page's choosing, take the text answer, then read the full answer by that id. */
export function useIdentificationRun() {
  const upload = useUploadState();
  const recognize = useRecognizeSpeaker();
  const [answered, setAnswered] = useState<{ id: string; text: string } | null>(null);
  const identification = useIdentification(answered?.id ?? null);

  const submit = (file: File) => {
    setAnswered(null);
    const id = identificationId();
    recognize.mutate(
      { id, file, onUploadProgress: upload.start(file) },
      {
        onSuccess: (text) => {
          upload.finish();
          setAnswered({ id, text: text.trim() });
        },
      },
    );
  };

  return {
    submit,
    upload: upload.upload,
    running: recognize.isPending,
    sendError: recognize.error,
    /** The text answer: an enrolled name, or 'unknown'. */
    answer: answered?.text ?? null,
    identification: answered ? identification.data ?? null : null,
    identificationError: identification.error,
  };
}
