import type { LiveEnded, LiveServerMessage } from '../../index.ts';

export interface TranscriptLine {
  position: number;
  start: number;
  end: number;
  text: string;
  /** Set once the session is saved and speakers were asked for. */
  speaker: string | null;
}

export interface LiveTranscript {
  lines: TranscriptLine[];
  /** The utterance being spoken, shown greyed until its final replaces it. */
  partial: string;
  ended: LiveEnded | null;
}

export const emptyTranscript: LiveTranscript = { lines: [], partial: '', ended: null };

/**
 * The transcript as the server's messages build it: partials replace each other, a final joins the
 * lines and clears the partial, and the saved session's segments (punctuated, with speakers when
 * asked) replace the lines at the end.
 */
export function applyMessage(transcript: LiveTranscript, message: LiveServerMessage): LiveTranscript {
  switch (message.type) {
    case 'partial':
      return { ...transcript, partial: message.text };
    case 'final':
      return {
        ...transcript,
        partial: '',
        lines: [...transcript.lines, { position: message.position, start: message.start, end: message.end, text: message.text, speaker: null }],
      };
    case 'ended': {
      const segments = message.result?.segments;
      const lines = segments ? segments.map((s) => ({ position: s.position, start: s.start, end: s.end, text: s.sent, speaker: s.spk })) : transcript.lines;
      return { lines, partial: '', ended: message };
    }
    default:
      return transcript;
  }
}
