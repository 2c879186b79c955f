import type { FastifyReply } from 'fastify';
import { formatResult, type RecognitionResult, type RecognizedSegment } from '@speechdeck/plugin-workspace';
import { extractKeywords } from '@speechdeck/plugin-stt/server';
import type { TranscriptionFormat } from '../../contract/openai-api.ts';
import type { Transcription } from '../jobs/transcribe-job.ts';

/** The segments as the workspace keeps them (keywords as recognition finds them), saved or only formatted. */
export function workspaceSegments(transcription: Transcription): RecognizedSegment[] {
  const kept = transcription.segments.map((segment) => ({ ...segment, text: segment.text.trim() })).filter((segment) => segment.text.length > 0);
  const keywords = extractKeywords(kept.map((segment) => ({ sent: segment.text })), transcription.language);
  return kept.map((segment, position) => ({
    position, start: segment.start, end: segment.end, spk: segment.speaker, sent: segment.text, kw: keywords[position] ?? [], oa: null, words: segment.words,
  }));
}

const textOf = (segments: readonly RecognizedSegment[]) => segments.map((segment) => segment.sent).join(' ');

/** OpenAI's verbose_json names the language in English words, lower case ('english'), where its other calls take codes. */
function languageName(code: string): string {
  try {
    return (new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code).toLowerCase();
  } catch {
    return code;
  }
}

/**
 * verbose_json as OpenAI's Whisper answers it. The decoder's statistics (tokens, log probability,
 * compression, no-speech probability) are not what our engines report: neutral values stand in.
 */
function verboseJson(result: RecognitionResult, words: boolean) {
  return {
    task: 'transcribe' as const,
    language: languageName(result.language),
    duration: result.duration,
    text: textOf(result.segments),
    segments: result.segments.map((segment) => ({
      id: segment.position, seek: 0, start: segment.start, end: segment.end, text: segment.sent,
      tokens: [] as number[], temperature: 0, avg_logprob: 0, compression_ratio: 1, no_speech_prob: 0,
    })),
    ...(words ? { words: result.segments.flatMap((segment) => segment.words.map((w) => ({ word: w.w, start: w.start, end: w.end }))) } : {}),
  };
}

const diarizedSegments = (result: RecognitionResult) => result.segments.map((segment) => ({
  type: 'transcript.text.segment' as const, id: `seg_${segment.position}`, start: segment.start, end: segment.end, text: segment.sent, speaker: segment.spk ?? 'A',
}));

/** gpt-4o-transcribe-diarize's diarized_json. */
function diarizedJson(result: RecognitionResult) {
  return { task: 'transcribe' as const, duration: result.duration, text: textOf(result.segments), segments: diarizedSegments(result) };
}

/**
 * `stream=true`: OpenAI's server-sent events, a delta per segment (and the diarizing model's
 * segment events), then the whole text. Recognition here is not incremental, so they come together
 * once it is done; clients read them as they read OpenAI's stream.
 */
function events(result: RecognitionResult): string {
  const list: object[] = result.segments.map((segment, i) => ({ type: 'transcript.text.delta', delta: i === 0 ? segment.sent : ` ${segment.sent}` }));
  if (result.options.isDiarize) list.push(...diarizedSegments(result));
  list.push({ type: 'transcript.text.done', text: textOf(result.segments) });
  return list.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
}

/** Answers a finished transcription in the format and manner the request asked for. */
export function sendTranscription(reply: FastifyReply, result: RecognitionResult, format: TranscriptionFormat, options: { words: boolean; stream: boolean }): FastifyReply {
  if (options.stream) return reply.type('text/event-stream; charset=utf-8').header('cache-control', 'no-cache').send(events(result));
  switch (format) {
    case 'text':
      return reply.type('text/plain; charset=utf-8').send(textOf(result.segments));
    case 'srt':
    case 'vtt':
      return reply.type('text/plain; charset=utf-8').send(formatResult(result, format));
    case 'verbose_json':
      return reply.type('application/json').send(verboseJson(result, options.words));
    case 'diarized_json':
      return reply.type('application/json').send(diarizedJson(result));
    case 'json':
      return reply.type('application/json').send({ text: textOf(result.segments) });
  }
}
