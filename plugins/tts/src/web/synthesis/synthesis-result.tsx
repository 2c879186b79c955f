import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass, formatTime, speakerColors, useAudioController, useObjectUrl, usePlayerSelector, WaveformPlayer } from '@speechdeck/core/web';
import type { Voice } from '../../contract/tts-api.ts';
import { SendEmailDialog } from '../email/send-email-dialog.tsx';
import type { FinishedSynthesis } from './use-synthesis-run.ts';

const NO_SEGMENTS: never[] = [];

/** The finished synthesis: core's waveform player, what it is, its download under the host's file name, and "Send by e-mail". */
export function SynthesisResult({ result, voices }: { result: FinishedSynthesis; voices: readonly Voice[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const player = useAudioController();
  const url = useObjectUrl(result.audio);
  const colors = useMemo(() => speakerColors(NO_SEGMENTS), []);
  const measured = usePlayerSelector(player, (snapshot) => snapshot.duration);
  const [mailing, setMailing] = useState(false);
  const duration = result.duration ?? measured;
  const voice = voices.find((candidate) => candidate.id === result.voice);

  return (
    <section className="panel tts-result" aria-labelledby={titleId} data-testid="synthesis-result">
      <header className="tts-result__header">
        <div className="tts-result__what">
          <h2 id={titleId} className="tts-result__title">{result.fileName}</h2>
          <p className="tts-result__meta">
            {[voice?.name ?? result.voice, duration > 0 ? formatTime(duration) : null, result.format.toUpperCase()].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="tts-result__actions">
          <a
            className={buttonClass({ variant: 'primary' })}
            href={url ?? undefined}
            download={result.fileName}
            aria-disabled={url ? undefined : true}
            aria-label={t('tts.result.downloadFile', { name: result.fileName })}
          >
            {t('tts.result.download')}
          </a>
          <Button onClick={() => setMailing(true)} aria-haspopup="dialog">{t('tts.result.email')}</Button>
        </div>
      </header>
      <WaveformPlayer player={player} src={url} duration={result.duration ?? 0} segments={NO_SEGMENTS} colors={colors} title={result.fileName} />
      {mailing && (
        <SendEmailDialog
          synthesisId={result.synthesisId}
          fileName={result.fileName}
          onClose={() => setMailing(false)}
        />
      )}
    </section>
  );
}
