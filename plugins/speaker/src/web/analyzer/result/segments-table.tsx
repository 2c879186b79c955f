import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatTime, type AudioController, type SpeakerColors } from '@speechdeck/core/web';
import type { SpeakerSegment } from '../../../contract/sv-api.ts';

/** Every turn in time order: start, end, speaker, and a button that plays it. On a phone each row stacks. */
export function SegmentsTable({ segments, colors, player }: { segments: readonly SpeakerSegment[]; colors: SpeakerColors; player: AudioController }) {
  const { t } = useTranslation();
  const titleId = useId();
  const columns = {
    start: t('speaker.diarization.segments.start'),
    end: t('speaker.diarization.segments.end'),
    speaker: t('speaker.diarization.segments.speaker'),
  };
  return (
    <section className="sa-segments" aria-labelledby={titleId}>
      <h3 id={titleId} className="sa-result__subtitle">{t('speaker.diarization.segments.title', { count: segments.length })}</h3>
      <div className="table-wrap sa-segments__wrap">
        <table className="table table--stack sa-segments__table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{columns.start}</th>
              <th scope="col">{columns.end}</th>
              <th scope="col">{columns.speaker}</th>
              <th scope="col"><span className="visually-hidden">{t('speaker.diarization.segments.play')}</span></th>
            </tr>
          </thead>
          <tbody>
            {segments.map((segment, index) => (
              <tr key={`${segment.start}-${index}`} data-testid="segment-row">
                <td data-label={columns.start}>{formatTime(segment.start, { tenths: true })}</td>
                <td data-label={columns.end}>{formatTime(segment.end, { tenths: true })}</td>
                <td data-label={columns.speaker}>
                  <span className="sa-segments__swatch" style={{ background: colors.colorOf(segment.spk) }} aria-hidden="true" />
                  {segment.spk}
                </td>
                <td className="sa-segments__play">
                  <Button
                    size="small"
                    aria-label={t('speaker.diarization.segments.playFrom', { speaker: segment.spk, time: formatTime(segment.start, { tenths: true }) })}
                    onClick={() => player.seek(segment.start, { play: true })}
                  >
                    {t('speaker.diarization.segments.play')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
