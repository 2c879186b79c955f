import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, FailureNotice, saveBlob } from '@speechdeck/core/web';
import { zipFileName } from '../../contract/download-names.ts';
import { useSplitterClient } from '../api/use-splitter-client.ts';
import { describeSplitterFailure } from '../failure.ts';

/** Both channels as one ZIP, as the host makes it (the call without `chan`): asked for when clicked. */
export function ZipDownload({ file, base }: { file: File; base: string }) {
  const { t } = useTranslation();
  const splitter = useSplitterClient();
  const zip = useMutation({
    meta: { quiet: true },
    mutationFn: async () => saveBlob(new Blob([await splitter.split(file)], { type: 'application/zip' }), zipFileName(base)),
  });
  const failure = zip.error ? describeSplitterFailure(zip.error, 'zip', t) : null;
  return (
    <div className="sp-zip">
      <Button size="small" disabled={zip.isPending} onClick={() => zip.mutate()}>
        {zip.isPending ? t('splitter.channels.zipping') : t('splitter.channels.zip')}
      </Button>
      {failure && <FailureNotice title={failure.title} detail={failure.detail} />}
    </div>
  );
}
