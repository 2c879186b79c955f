import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatTime, saveBlob, speakerColors, useAudioController, useObjectUrl, WaveformPlayer } from '@speechdeck/core/web';
import { baseNameOf, channelFileName } from '../../contract/download-names.ts';
import { CHANNEL_SIDES } from '../../contract/splitter-api.ts';
import { wavFacts } from '../../formats/wav-facts.ts';
import type { SplitChannel, SplitResult } from './use-split-run.ts';
import { ZipDownload } from './zip-download.tsx';

const NO_SEGMENTS: never[] = [];
const COLORS = speakerColors(NO_SEGMENTS);

/** One channel: its player, named for its side, and its download under the name the host gives it. */
function ChannelPlayer({ channel, base }: { channel: SplitChannel; base: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const player = useAudioController();
  const url = useObjectUrl(channel.wav);
  const sideKey = CHANNEL_SIDES[channel.channel];
  const side = t(`splitter.channels.word.${sideKey}`);
  const facts = wavFacts(channel.bytes);
  const fileName = channelFileName(base, channel.channel);
  return (
    <article className="sp-channel" aria-labelledby={titleId} data-testid={`channel-${sideKey}`}>
      <header className="sp-channel__header">
        <h3 id={titleId} className="sp-channel__title">{t(`splitter.channels.side.${sideKey}`)}</h3>
        {facts && <p className="sp-channel__meta">{t('splitter.channels.meta', { duration: formatTime(facts.seconds), rate: facts.sampleRate })}</p>}
        <Button size="small" aria-label={t('splitter.channels.download', { side })} onClick={() => saveBlob(channel.wav, fileName)}>
          {t('splitter.channels.downloadShort')}
        </Button>
      </header>
      <WaveformPlayer
        player={player}
        src={url}
        duration={facts?.seconds ?? 0}
        segments={NO_SEGMENTS}
        colors={COLORS}
        title={fileName}
        labels={{
          play: t('splitter.channels.play', { side }),
          pause: t('splitter.channels.pause', { side }),
          waveform: t('splitter.channels.position', { side }),
        }}
      />
    </article>
  );
}

/** The split recording: a player and a download per channel, and both as one ZIP. */
export function ChannelPlayers({ result }: { result: SplitResult }) {
  const { t } = useTranslation();
  const titleId = useId();
  const base = baseNameOf(result.input.file.name);
  return (
    <section className="panel sp-channels" aria-labelledby={titleId} data-testid="split-channels">
      <header className="sp-channels__header">
        <h2 id={titleId}>{t('splitter.channels.title')}</h2>
        <ZipDownload file={result.input.file} base={base} />
      </header>
      {result.channels.map((channel) => <ChannelPlayer key={channel.channel} channel={channel} base={base} />)}
    </section>
  );
}
