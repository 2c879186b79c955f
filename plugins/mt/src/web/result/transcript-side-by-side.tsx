import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, languageLabel, speakerColors, useAudioController, WaveformPlayer } from '@speechdeck/core/web';
import { useMediaUrl } from '@speechdeck/plugin-workspace/web';
import type { Translation } from '../../contract/mt-api.ts';

type TranscriptTranslation = Translation & { transcript: NonNullable<Translation['transcript']> };

/** A transcript's segments, original and translated, aligned by time; a time plays the recording from there. */
export function TranscriptSideBySide({ translation }: { translation: TranscriptTranslation }) {
  const { t, i18n } = useTranslation();
  const { transcript } = translation;
  const media = useMediaUrl(transcript.processId);
  const player = useAudioController();
  const colors = useMemo(() => speakerColors(transcript.segments), [transcript.segments]);
  const label = (code: string) => languageLabel(code, i18n.language || 'en');
  const playable = !media.isError;

  return (
    <>
      {playable ? (
        <WaveformPlayer player={player} src={media.data ?? null} duration={transcript.duration} segments={transcript.segments} colors={colors} title={transcript.fn} />
      ) : (
        <p className="field__hint">{t('mt.result.noMedia')}</p>
      )}
      <table className="mt-segments">
        <caption className="visually-hidden">{t('mt.result.segments', { name: transcript.fn })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mt.result.time')}</th>
            <th scope="col">{t('mt.result.speaker')}</th>
            <th scope="col">{t('mt.result.original', { language: label(translation.source) })}</th>
            <th scope="col">{t('mt.result.translated', { language: label(translation.target) })}</th>
          </tr>
        </thead>
        <tbody>
          {transcript.segments.map((segment) => (
            <tr key={segment.position} data-testid="mt-segment">
              <td>
                <button
                  type="button"
                  className="mt-segments__time"
                  disabled={!playable || !media.data}
                  aria-label={t('mt.result.playFrom', { time: formatTime(segment.start, { tenths: true }) })}
                  onClick={() => player.seek(segment.start, { play: true })}
                >
                  {formatTime(segment.start, { tenths: true })}
                </button>
              </td>
              <td>{segment.spk ?? ''}</td>
              <td lang={translation.source}>{segment.original}</td>
              <td lang={translation.target}>{segment.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
