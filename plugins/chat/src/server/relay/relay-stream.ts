import type { FastifyReply } from 'fastify';
import { EngineFailedError, HttpError, type Logger, type UpstreamAnswer } from '@speechdeck/core/server';
import { completionChunk, CHAT_EVENTS } from '../../contract/chat-stream.ts';
import { sseEvents, sseFrame } from '../../contract/sse-events.ts';

const SERVER = 'The chat server';

export interface RelayEnd {
  /** The whole answer as streamed; `complete` false when the client left, the server failed mid-way or the answer was cut. */
  finish(content: string, complete: boolean): Promise<object | null>;
  /** Characters an answer may have: the stream ends there, with a length stop, and the server is read no further. */
  maxChars: number;
}

/**
 * Relays the chat server's stream to the client as each event arrives: every chunk passes on as the
 * server sent it, and its text is gathered. At the end our `speechdeck.answer` event (from
 * `end.finish`) and `data: [DONE]`; on a failure mid-way an `error` event with its status. The
 * client leaving aborts the upstream call (the signal given to it), and what came so far is kept.
 */
export async function relayStream(reply: FastifyReply, answer: UpstreamAnswer, gone: AbortSignal, end: RelayEnd, log: Logger): Promise<void> {
  // Headers the host's hooks set (the XSRF cookie, the conversation's id) go out with ours.
  reply.hijack();
  const raw = reply.raw;
  const hooked = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
  raw.writeHead(200, {
    ...Object.fromEntries(hooked),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // A proxy (nginx) in front must not hold the stream back.
    'x-accel-buffering': 'no',
  });
  let content = '';
  let chunks = 0;
  let cut = false;
  try {
    for await (const { event, data } of sseEvents(answer.lines())) {
      if (data === '[DONE]') break;
      if (event === 'error') {
        log.warn({ said: upstreamError(data) }, 'the chat server sent an error event');
        throw new EngineFailedError(`${SERVER} failed while answering; its words are logged for the operator.`);
      }
      const chunk = parseChunk(data);
      chunks += 1;
      const added = chunk.choices.map((choice) => choice.delta?.content ?? '').join('');
      if (content.length + added.length > end.maxChars) {
        // The host's limit: what fits goes out as the last chunk, ended as OpenAI ends an answer at max_tokens.
        const fits = added.slice(0, end.maxChars - content.length);
        content += fits;
        raw.write(sseFrame(JSON.stringify({ ...chunk, choices: [{ index: 0, delta: { content: fits }, finish_reason: 'length' }] })));
        cut = true;
        break;
      }
      content += added;
      raw.write(sseFrame(data));
    }
    if (chunks === 0) throw new EngineFailedError(`${SERVER} answered no event stream: check that SPEECHDECK_CHAT_URL is an OpenAI-compatible server.`);
    const info = await end.finish(content, !cut);
    raw.write(sseFrame(JSON.stringify(info), CHAT_EVENTS.answer));
    raw.write(sseFrame('[DONE]'));
  } catch (error) {
    await end.finish(content, false);
    if (!gone.aborted) {
      const known = error instanceof HttpError;
      if (!known || error.statusCode >= 500) log.warn({ err: error, cause: (error as Error).cause }, 'chat stream failed');
      const statusCode = known ? error.statusCode : 500;
      const message = known ? error.message : 'Internal error.';
      raw.write(sseFrame(JSON.stringify({ error: { message, statusCode } }), CHAT_EVENTS.error));
    }
  } finally {
    raw.end();
  }
}

function parseChunk(data: string) {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new EngineFailedError(`${SERVER} sent an event that is not JSON.`);
  }
  const parsed = completionChunk.safeParse(json);
  if (!parsed.success) throw new EngineFailedError(`${SERVER} sent an event that is not a chat completion chunk.`);
  return parsed.data;
}

/** The server's words in its error event (OpenAI: `{error: {message}}`). */
function upstreamError(data: string): string {
  try {
    const json = JSON.parse(data) as { error?: { message?: string } | string; message?: string };
    const message = typeof json.error === 'string' ? json.error : (json.error?.message ?? json.message);
    if (message) return message.slice(0, 200);
  } catch {
    // Not JSON: the text itself.
  }
  return data.slice(0, 200);
}
