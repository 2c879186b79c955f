import { useEffect, useState } from 'react';

/**
 * An object URL for a Blob held in memory (audio fetched with the user's token, a chosen file), for
 * an <audio> or a download link; revoked when the Blob changes or the component goes, so nothing
 * keeps the Blob alive after it is shown. Null while there is no Blob.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
