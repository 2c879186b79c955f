import { z } from 'zod';
import { TRANSCRIPTION_FORMATS } from '../../contract/openai-api.ts';
import { OPENAI_DIARIZE_MODEL, transcriptionModel, type TranscriptionModel } from '../../contract/model-names.ts';
import { OpenAiRequestError } from '../openai-errors.ts';

/** OpenAI takes at most 4 known speakers; each reference is a short clip (2-10 s) as a data URL. */
export const MAX_KNOWN_SPEAKERS = 4;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The form's fields as OpenAI names them; arrays come as repeated `name[]` fields (the openai client's way). */
const formSchema = z.object({
  model: z.string({ error: 'Name a model, e.g. whisper-1.' }).min(1, 'Name a model, e.g. whisper-1.'),
  language: z.string().regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]+)*$/, 'An ISO 639-1 code, e.g. en.').optional(),
  prompt: z.string().max(2000).optional(),
  response_format: z.enum(TRANSCRIPTION_FORMATS).default('json'),
  /** Accepted for compatibility: the engines here decode greedily at 0. */
  temperature: z.coerce.number().min(0).max(1).optional(),
  stream: flag.default(false),
  /** Ours: `store=false` keeps the transcription out of the caller's workspace. */
  store: flag.default(true),
  timestamp_granularities: z.array(z.enum(['word', 'segment'])).default(['segment']),
  known_speaker_names: z.array(z.string().trim().min(1).max(64)).max(MAX_KNOWN_SPEAKERS).default([]),
  known_speaker_references: z.array(z.string().regex(/^data:audio\/[\w.+-]+;base64,/, 'A data URL of audio, data:audio/wav;base64,...')).max(MAX_KNOWN_SPEAKERS).default([]),
  /** Accepted: recognition here always cuts long audio itself. */
  chunking_strategy: z.string().optional(),
});

export type TranscriptionForm = z.output<typeof formSchema> & { chosen: TranscriptionModel };

const ARRAY_FIELDS = ['timestamp_granularities', 'known_speaker_names', 'known_speaker_references'] as const;

/** Fields of the multipart form, checked; refusals name the field as OpenAI's `param`. */
export function parseTranscriptionForm(fields: Record<string, string>, lists: Record<string, string[]>): TranscriptionForm {
  const raw: Record<string, unknown> = { ...fields };
  for (const name of ARRAY_FIELDS) {
    delete raw[`${name}[]`];
    const values = [...(lists[`${name}[]`] ?? []), ...(lists[name] ?? [])];
    if (values.length > 0) raw[name] = values;
  }
  const parsed = formSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const param = String(issue.path[0] ?? 'file');
    throw new OpenAiRequestError(400, `${param}: ${issue.message}`, param, 'invalid_value');
  }
  const form = parsed.data;
  const chosen = transcriptionModel(form.model);
  if (!chosen) throw new OpenAiRequestError(404, `The model '${form.model}' does not exist here: GET /v1/models lists the models served.`, 'model', 'model_not_found');
  if (form.response_format === 'diarized_json' && !chosen.diarize) {
    throw new OpenAiRequestError(400, `response_format 'diarized_json' needs the model ${OPENAI_DIARIZE_MODEL}.`, 'response_format', 'unsupported_value');
  }
  const knows = form.known_speaker_names.length > 0 || form.known_speaker_references.length > 0;
  if (knows && !chosen.diarize) throw new OpenAiRequestError(400, `Known speakers need the model ${OPENAI_DIARIZE_MODEL}.`, 'known_speaker_names', 'unsupported_value');
  if (form.known_speaker_references.length > 0 && form.known_speaker_references.length !== form.known_speaker_names.length) {
    throw new OpenAiRequestError(400, 'Give one known_speaker_names[] entry for each known_speaker_references[] entry, in the same order.', 'known_speaker_references', 'invalid_value');
  }
  return { ...form, chosen };
}
