import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { confirmedUser, startTestHost, type TestHost } from '@speechdeck/testing';
import type { ServedPairs } from '../contract/mt-api.ts';
import { json, startLoopbackDouble, type LoopbackDouble, type Received } from './testing/loopback-double.ts';
import { startMtHost, transcriptOf, translate, translatePlugins } from './testing/mt-host.ts';

interface ChatRequest {
  model: string;
  stream: boolean;
  temperature: number;
  messages: { role: string; content: string }[];
}

let chat: LoopbackDouble;
let host: TestHost;
let ann = { token: '', id: 0 };
let meeting: RecognitionResult;

const reply = (response: Parameters<LoopbackDouble['answer']>[1], content: string) =>
  json(response, 200, { id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });

/** A chat model that follows the prompt: the array it was sent, each item marked, fenced as models often do. */
const obedient = (request: Received, response: Parameters<LoopbackDouble['answer']>[1]) => {
  if (request.path !== '/v1/chat/completions') return json(response, 404, { error: { message: 'no such route' } });
  const items = JSON.parse((request.json as ChatRequest).messages[1]!.content) as string[];
  reply(response, `\`\`\`json\n${JSON.stringify(items.map((text) => `«${text}»`))}\n\`\`\``);
};

beforeAll(async () => {
  chat = await startLoopbackDouble();
  host = await startMtHost({
    env: {
      SPEECHDECK_MT_OPENAI_URL: `${chat.url}/v1`, SPEECHDECK_MT_OPENAI_API_KEY: 'chat-key', SPEECHDECK_MT_OPENAI_MODEL: 'qwen2.5:7b',
      SPEECHDECK_MT_OPENAI_LANGUAGES: 'en, tr,de', SPEECHDECK_MT_OPENAI_TIMEOUT_SECONDS: '1',
    },
  });
  ann = await confirmedUser(host, 'ann@example.com');
  meeting = await transcriptOf(host, ann.id, ['Good morning.', 'How are you?', '', 'See you tomorrow.']);
});
afterAll(async () => {
  await host.close();
  await chat.close();
});
beforeEach(() => {
  chat.received = [];
  chat.answer = obedient;
});

describe('an OpenAI-compatible chat server as a translator', () => {
  it('serves every ordered pair of the languages set', async () => {
    const response = await fetch(`${host.url}/api/mt/languages`, { headers: { authorization: `Bearer ${ann.token}` } });
    const { pairs } = (await response.json()) as ServedPairs;
    expect(pairs.filter((p) => p.engine === 'openai').map((p) => `${p.source}-${p.target}`)).toEqual(['en-tr', 'en-de', 'tr-en', 'tr-de', 'de-en', 'de-tr']);
    expect(chat.received).toEqual([]);
  });

  it('sends the texts as a JSON array with the model, the key and the pair named, and reads the array back', async () => {
    const { status, body } = await translate(host, ann.token, { text: 'Hello.\n\nGoodbye.', source: 'en', target: 'tr' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ engine: 'openai', source: 'en', target: 'tr', text: '«Hello.»\n\n«Goodbye.»' });
    const [sent] = chat.received;
    expect(sent!.authorization).toBe('Bearer chat-key');
    const request = sent!.json as ChatRequest;
    expect(request).toMatchObject({ model: 'qwen2.5:7b', stream: false, temperature: 0 });
    expect(request.messages[0]!.content).toMatch(/^You translate from English \(en\) to Turkish \(tr\)\. .*same number of strings in the same order/);
    expect(JSON.parse(request.messages[1]!.content)).toEqual(['Hello.', 'Goodbye.']);
  });

  it("translates a transcript's segments in one request, an empty one left empty and not sent", async () => {
    const { status, body } = await translate(host, ann.token, { processId: meeting.processId, target: 'tr', engine: 'openai' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(chat.received).toHaveLength(1);
    expect(JSON.parse((chat.received[0]!.json as ChatRequest).messages[1]!.content)).toEqual(['Good morning.', 'How are you?', 'See you tomorrow.']);
    expect(body.transcript!.segments.map((s) => s.text)).toEqual(['«Good morning.»', '«How are you?»', '', '«See you tomorrow.»']);
  });

  it('refuses an answer that merges or drops translations, or is not an array (502)', async () => {
    chat.answer = (_request, response) => reply(response, '["just one"]');
    let failed = await translate(host, ann.token, { text: 'One.\n\nTwo.', source: 'en', target: 'de' });
    expect([failed.status, failed.body.message]).toEqual([502, 'The translation chat server answered 1 translations for 2 texts.']);
    chat.answer = (_request, response) => reply(response, 'Sure! Here is the translation: Eins. Zwei.');
    failed = await translate(host, ann.token, { text: 'One.\n\nTwo.', source: 'en', target: 'de' });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toContain('did not answer a JSON array of translations: try another model (SPEECHDECK_MT_OPENAI_MODEL)');
  });

  it("maps the server's failures like every upstream server: a refused key 503, a missing model 503, too slow 504", async () => {
    chat.answer = (_request, response) => json(response, 401, { error: { message: 'Incorrect API key provided' } });
    let failed = await translate(host, ann.token, { text: 'Hello', source: 'en', target: 'tr' });
    expect([failed.status, failed.body.message]).toEqual([503, 'The translation chat server refused our credentials (HTTP 401; its answer is logged for the operator): check SPEECHDECK_MT_OPENAI_API_KEY.']);
    chat.answer = (_request, response) => json(response, 404, { error: { message: 'model "qwen2.5:7b" not found' } });
    failed = await translate(host, ann.token, { text: 'Hello', source: 'en', target: 'tr' });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toContain('check SPEECHDECK_MT_OPENAI_URL and SPEECHDECK_MT_OPENAI_MODEL');
    chat.answer = async (request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      obedient(request, response);
    };
    failed = await translate(host, ann.token, { text: 'Hello', source: 'en', target: 'tr' });
    expect([failed.status, failed.body.message]).toEqual([504, 'The translation chat server did not answer within 1 s.']);
  });
});

describe('chat translator settings', () => {
  it('stop the host when the model or the languages are missing, naming the variable', async () => {
    await expect(startTestHost({ plugins: translatePlugins, env: { SPEECHDECK_MT_OPENAI_URL: chat.url, SPEECHDECK_MT_OPENAI_LANGUAGES: 'en,tr' } }))
      .rejects.toThrow(/SPEECHDECK_MT_OPENAI_MODEL/);
    await expect(startTestHost({ plugins: translatePlugins, env: { SPEECHDECK_MT_OPENAI_URL: chat.url, SPEECHDECK_MT_OPENAI_MODEL: 'm' } }))
      .rejects.toThrow(/SPEECHDECK_MT_OPENAI_LANGUAGES/);
    await expect(startTestHost({ plugins: translatePlugins, env: { SPEECHDECK_MT_OPENAI_URL: chat.url, SPEECHDECK_MT_OPENAI_MODEL: 'm', SPEECHDECK_MT_OPENAI_LANGUAGES: 'en' } }))
      .rejects.toThrow(/SPEECHDECK_MT_OPENAI_LANGUAGES.*at least two languages/);
  });
});
