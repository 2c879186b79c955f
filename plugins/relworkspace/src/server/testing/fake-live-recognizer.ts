import type { LiveRecognizer, LiveRecognizers, RecognizerEvents, Utterance } from '@speechdeck/engines/live';
import { LIVE_BYTES_PER_SECOND } from '../../contract/live-api.ts';

/** An utterance the fake "hears" once the stream's audio reaches it: seconds from the first sample. */
export interface ScriptedUtterance {
  start: number;
  end: number;
  text: string;
}

/**
 * What the fake hears by default: the two LibriVox sentences of the live tests (0880 and 0930),
 * where they lie in a stream that starts with the first one after 0.5 s.
 */
export const TWO_SENTENCES: readonly ScriptedUtterance[] = [
  { start: 0.6, end: 3.4, text: 'he was not an ill disposed young man' },
  { start: 4.8, end: 7.9, text: 'he might even have been made amiable himself' },
];

export interface FakeLiveRecognizers extends LiveRecognizers {
  /** What the next sessions hear (default TWO_SENTENCES). */
  script: readonly ScriptedUtterance[];
  /** Recognizers started so far. */
  started: number;
  /** Seconds of audio the last one started has been given. */
  heard(): number;
  /** Whether finish() gives the final of an utterance the audio stopped in (default true); false: a decoder cut off without it. */
  finalAtFinish: boolean;
}

/**
 * Live recognizers for route tests (override `liveRecognizersRef` with it): they start at once,
 * take any 16 kHz PCM, and hear the script by the stream's clock, not its sound: a partial with the
 * words of an utterance said so far once the audio passes its start, its final once the audio passes
 * its end, and at finish() the final of an utterance the audio stopped in (its words so far; unless
 * `finalAtFinish` is false).
 */
export function fakeLiveRecognizers(script: readonly ScriptedUtterance[] = TWO_SENTENCES): FakeLiveRecognizers {
  let last: ScriptedRecognizer | undefined;
  const recognizers: FakeLiveRecognizers = {
    script,
    started: 0,
    finalAtFinish: true,
    heard: () => last?.seconds ?? 0,
    start: async (events) => {
      recognizers.started++;
      last = new ScriptedRecognizer(recognizers.script, recognizers.finalAtFinish, events);
      return last;
    },
  };
  return recognizers;
}

class ScriptedRecognizer implements LiveRecognizer {
  readonly engine = 'fake';
  private bytes = 0;
  private done = 0;
  private stopped = false;

  constructor(private readonly script: readonly ScriptedUtterance[], private readonly finalAtFinish: boolean, private readonly events: RecognizerEvents) {}

  push(pcm: Buffer): boolean {
    if (this.stopped) return true;
    this.bytes += pcm.length;
    while (this.done < this.script.length && this.script[this.done]!.end <= this.seconds) this.events.final(heard(this.script[this.done++]!, Infinity));
    const open = this.script[this.done];
    if (open && open.start < this.seconds) this.events.partial(heard(open, this.seconds));
    return true;
  }

  get seconds(): number {
    return this.bytes / LIVE_BYTES_PER_SECOND;
  }

  onDrain(): void {}

  async finish(): Promise<void> {
    const open = this.script[this.done];
    if (this.finalAtFinish && !this.stopped && open && open.start < this.seconds) {
      const cut = heard(open, this.seconds);
      if (cut.words.length > 0) this.events.final(cut);
    }
    this.stopped = true;
  }

  abort(): void {
    this.stopped = true;
  }
}

/** The utterance up to `until`: its words spread evenly over it, those begun by then. */
function heard({ start, end, text }: ScriptedUtterance, until: number): Utterance {
  const all = text.split(' ');
  const step = (end - start) / all.length;
  const words = all.map((w, i) => ({ w, start: start + i * step, end: start + (i + 1) * step - step / 10, conf: 0.9 })).filter((word) => word.start < until);
  return { start, end: Math.min(end, until), text: words.map((word) => word.w).join(' '), words };
}
