import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '@speechdeck/core/server';
import { cloneFields, VC_LIMITS } from '../../contract/vc-api.ts';
import type { VoiceCloner } from '../engines/voice-cloner.ts';
import { enrolledClips } from '../reference/enrolled-voice.ts';
import type { VoiceSource } from '../reference/voice-source.ts';
import type { VcDeps } from '../vc-deps.ts';

/** A clone request, checked: the voice (an upload the caller removes, removeUpload), what to say, how, by which engine. */
export interface CloneForm {
  /** The uploaded reference, stored, or the enrolled speaker, read in the call. */
  voice: VoiceSource;
  text: string;
  language: string;
  format: z.output<typeof cloneFields>['format'];
  engine: VoiceCloner;
}

type FormDeps = Pick<VcDeps, 'intake' | 'cloners' | 'synthesizer' | 'voices'>;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The multipart form's `reference`, received by the platform's intake (the host's upload limit),
 * or the enrolled speaker `spk` instead, with the fields checked before anything runs: neither or
 * both 400, an unknown speaker 404, empty text 400, text over the call's limit 413, an unknown
 * language or an engine not configured 422. An accepted recording is stored, for the call to read
 * by key wherever it runs, and probed there (readReference, with its own refusals); on any refusal
 * here it is removed.
 */
export async function receiveCloneForm(deps: FormDeps, request: FastifyRequest, userId: number, call: 'clone' | 'cloneQueue'): Promise<CloneForm> {
  let checked: CheckedFields | undefined;
  const upload = await deps.intake.receive(request, {
    userId, field: 'reference', acceptedText: 'an audio recording of the voice', optional: true, probe: false,
    check: (fields) => void (checked = checkFields(deps, fields, true, call)),
  });
  const { spk, ...form } = checked ?? checkFields(deps, upload.fields, false, call);
  if ('key' in upload) return { voice: { uploadKey: upload.key }, ...form };
  // A speaker is only looked up here, for the 404; its clips are joined in the call that reads the reference.
  await enrolledClips(deps, userId, spk!);
  return { voice: { spk: spk! }, ...form };
}

type CheckedFields = Omit<CloneForm, 'voice'> & { spk: string | undefined };

/** The form's fields, judged with whether a reference recording came with them. */
function checkFields(deps: FormDeps, body: Record<string, string>, hasReference: boolean, call: 'clone' | 'cloneQueue'): CheckedFields {
  const parsed = cloneFields.safeParse(body);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'form', issue.message]));
    const [first] = Object.entries(fields);
    throw new HttpError(400, first ? `${first[0]}: ${first[1]}` : 'The form is invalid.', fields);
  }
  const { spk, language, format } = parsed.data;
  if (spk !== undefined && hasReference) throw new HttpError(400, "Send either a reference recording or spk (an enrolled speaker), not both.", { spk: 'Send a reference or spk, not both.' });
  if (spk === undefined && !hasReference) {
    throw new HttpError(400, "Send a recording of the voice to clone in the 'reference' field, or name one of your enrolled speakers in the field spk.", { reference: 'Choose a recording of the voice.' });
  }
  const text = parsed.data.text.trim();
  if (!text) throw new HttpError(400, 'Enter the text to say.', { text: 'Enter the text to say.' });
  requireLength(text, call);
  const engine = deps.cloners.pick(parsed.data.engine);
  // Voice matching speaks through the installed voices: a language they lack is refused now (422 naming those served).
  if (engine.id === 'voice-matching') deps.synthesizer.pick(language);
  return { spk, text, language, format, engine };
}

/** 413 naming the limit and, for the synchronous call, where longer text goes. */
function requireLength(text: string, call: 'clone' | 'cloneQueue'): void {
  const max = call === 'clone' ? VC_LIMITS.syncMaxChars : VC_LIMITS.queueMaxChars;
  if (text.length <= max) return;
  const elsewhere = call === 'clone' ? `Queue longer text (up to ${count(VC_LIMITS.queueMaxChars)} characters) with POST /api/vc/cloneQueue.` : 'Split it into several clones.';
  throw new HttpError(413, `The text has ${count(text.length)} characters; POST /api/vc/${call} takes at most ${count(max)}. ${elsewhere}`, { text: `At most ${count(max)} characters.` });
}
