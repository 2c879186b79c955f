import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import type { Transcript } from '@speechdeck/engines/recognition';

/** One channel's transcript and the speaker it is. */
export interface ChannelTranscript {
  name: string;
  transcript: Pick<Transcript, 'segments'>;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Both sides of a call as one transcript: every utterance of every channel, in the order they
 * start (the left channel first when two start together), its channel's name as the speaker.
 * Utterances that overlap (both talking at once) stay whole, one after the other. `punctuate`
 * cases and punctuates each utterance; one left with no text is dropped.
 */
export function mergeChannels(channels: readonly ChannelTranscript[], punctuate?: (text: string) => string): RecognizedSegment[] {
  const utterances = channels.flatMap(({ name, transcript }, channel) => transcript.segments.map((segment) => ({ segment, name, channel })));
  utterances.sort((a, b) => a.segment.start - b.segment.start || a.channel - b.channel || a.segment.end - b.segment.end);
  return utterances
    .map(({ segment, name }) => ({ segment, name, sent: (punctuate ? punctuate(segment.text) : segment.text).trim() }))
    .filter(({ sent }) => sent.length > 0)
    .map(({ segment, name, sent }, position) => ({
      position,
      start: round(segment.start),
      end: round(segment.end),
      spk: name,
      sent,
      kw: [],
      oa: null,
      words: segment.words.map((word) => ({ ...word, start: round(word.start), end: round(word.end) })),
    }));
}
