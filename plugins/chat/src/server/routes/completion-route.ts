import { clientGone, EngineFailedError, EngineUnavailableError, HttpError } from '@speechdeck/core/server';
import { ownedResult } from '@speechdeck/plugin-workspace/server';
import { chatApi, chatCompletion, type AnswerInfo, type Grounding, type ParsedChatRequest } from '../../contract/chat-api.ts';
import { CONVERSATION_HEADER } from '../../contract/chat-stream.ts';
import { NOT_CONFIGURED } from '../chat-backend.ts';
import type { ChatDeps } from '../chat-deps.ts';
import { maxAnswerChars } from '../chat-settings.ts';
import { citedExcerpts } from '../grounding/cited-excerpts.ts';
import { excerptOfHit, passagesOf } from '../grounding/excerpts.ts';
import { groundQuestion } from '../grounding/ground-question.ts';
import { retrieveSegments } from '../grounding/retrieve-segments.ts';
import { relayStream } from '../relay/relay-stream.ts';
import { recentHistory, titleOf, upstreamRequest } from '../relay/upstream-request.ts';


/**
 * POST /api/chat/completions. The question (and any messages sent with it) is stored before the
 * chat server is asked, so a refusal or a failure loses nothing; the answer is stored once whole.
 */
export function completionRoute(deps: ChatDeps): void {
  const { http, backend, results, store } = deps;
  const { settings } = backend;

  http.route(chatApi.completions, async (request, reply) => {
    if (!backend.configured) throw new EngineUnavailableError(NOT_CONFIGURED);
    const userId = request.authUser!.id;
    const body: ParsedChatRequest = request.body;
    const earlier = body.conversationId ? await store.get(userId, body.conversationId) : undefined;
    if (body.conversationId && !earlier) throw new HttpError(404, `No conversation with id '${body.conversationId}'.`, { conversationId: 'No such conversation.' });
    const max = settings.SPEECHDECK_CHAT_MAX_MESSAGES;
    if (earlier && earlier.messageCount + body.messages.length + 1 > max) {
      throw new HttpError(409, `This conversation holds ${earlier.messageCount} messages, and one holds at most ${max}: start a new conversation.`);
    }

    const attached = [];
    for (const processId of body.attach) {
      const result = await ownedResult(results, request, processId);
      if (result.status !== 'done') throw new HttpError(409, `The result '${processId}' is ${result.status}: attach it once its recognition is done.`, { attach: 'Not finished.' });
      attached.push(result);
    }
    const question = body.messages.at(-1)!.content;
    const retrieved = body.retrieve ? await retrieveSegments(results, userId, question, settings.SPEECHDECK_CHAT_RETRIEVE_SEGMENTS) : [];
    const context = groundQuestion([...retrieved.map(excerptOfHit), ...attached.flatMap(passagesOf)], settings.SPEECHDECK_CHAT_CONTEXT_CHARS);
    const grounding: Grounding = { attach: body.attach, retrieve: body.retrieve, excerpts: context.excerpts.length, truncated: context.truncated };

    const conversation = earlier ?? await store.create(userId, titleOf(question));
    const last = body.messages.length - 1;
    await store.append(userId, conversation.id, body.messages.map((message, i) => ({ ...message, grounding: i === last ? grounding : null })));
    reply.header(CONVERSATION_HEADER, conversation.id);

    const model = body.model ?? backend.model!;
    const upstream = upstreamRequest(body, {
      model, systemMessage: context.systemMessage, history: recentHistory(earlier?.messages ?? [], settings.SPEECHDECK_CHAT_HISTORY_CHARS),
      maxTokens: settings.SPEECHDECK_CHAT_MAX_ANSWER_TOKENS,
    });
    const maxChars = maxAnswerChars(settings);
    const gone = clientGone(reply);
    const answer = await backend.complete(upstream, gone);

    /** Stores the answer (what came of it, when cut short) and says what ours adds to it. */
    const finish = async (content: string, complete: boolean): Promise<AnswerInfo> => {
      const citations = citedExcerpts(content, context.excerpts);
      const stored = content || complete
        ? (await store.append(userId, conversation.id, [{ role: 'assistant', content, status: complete ? 'complete' : 'interrupted', citations, model }]))[0]
        : undefined;
      return { conversationId: conversation.id, messageId: stored?.id ?? null, citations, grounding };
    };

    if (body.stream) {
      await relayStream(reply, answer, gone, { finish, maxChars }, request.log);
      return reply;
    }
    // A UTF-8 character is at most 4 bytes; the rest of a completion is small beside its text.
    const completion = chatCompletion.omit({ speechdeck: true }).safeParse(parseJson(await answer.text(maxChars * 4 + 64 * 1024)));
    if (!completion.success || completion.data.choices.length === 0) {
      throw new EngineFailedError('The chat server answered something other than a chat completion: check that SPEECHDECK_CHAT_URL is an OpenAI-compatible server.');
    }
    const [first, ...others] = completion.data.choices;
    const content = first!.message.content ?? '';
    if (content.length <= maxChars) return { ...completion.data, speechdeck: await finish(content, true) };
    // A server that wrote past max_tokens: the answer ends where the host's limit does, as a length stop.
    const cut = content.slice(0, maxChars);
    const choices = [{ ...first!, message: { ...first!.message, content: cut }, finish_reason: 'length' }, ...others];
    return { ...completion.data, choices, speechdeck: await finish(cut, false) };
  });

}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
