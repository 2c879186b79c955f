import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { librivoxClips, type TestHost } from '@speechdeck/testing';
import { confirmedUser, launchChromium, login, mediaState, newPage, recognizedFile, screenshot, startDashboardHost, visible, type Browser } from '@speechdeck/web/testing';
import type { Conversation, ConversationSummary } from '../contract/chat-api.ts';
import { startChatDouble, type ChatDouble } from '../server/testing/chat-double.ts';

const USER = { email: 'chatty@example.test', password: 'asking my recordings' };
const clip = librivoxClips().find((c) => c.id.endsWith('-0870'))!;
let double: ChatDouble;
let host: TestHost;
let browser: Browser;
let token = '';
let recognized: { processId: string; segments: { sent: string }[] };
const pageErrors: string[] = [];

beforeAll(async () => {
  double = await startChatDouble();
  host = await startDashboardHost({ SPEECHDECK_CHAT_URL: double.url, SPEECHDECK_CHAT_MODEL: 'llama-e2e' });
  browser = await launchChromium();
  token = (await confirmedUser(host, USER.email, USER.password)).token;
  // A real recognition (pocketsphinx) of a LibriVox clip: the transcript the chat is grounded on.
  recognized = await recognizedFile(host, token, clip.wav, 'dashwood-reading.wav');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await double?.close();
});
afterEach(() => expect(pageErrors).toEqual([]));

const api = async <T>(path: string): Promise<T> => (await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<T>;

describe('#/chat', () => {
  it('asks about an attached transcript: the answer streams in, the chat server got the transcript, and its citation plays the moment', async () => {
    const { context, page } = await newPage(browser, pageErrors);
    await login(page, host, USER.email, USER.password);
    await page.goto(`${host.url}/#/chat`);
    await page.getByRole('combobox', { name: 'Attach a transcript' }).selectOption(recognized.processId);
    await visible(page.getByRole('list', { name: 'Attached transcripts' }).getByText('dashwood-reading.wav'));

    double.behave({ kind: 'gated', pieces: ['The reader speaks', ' of Dashwood [1].'] });
    await page.getByRole('textbox', { name: 'Message' }).fill('Who is the passage about?');
    await page.getByRole('button', { name: 'Send' }).click();
    const thread = page.getByRole('log', { name: 'Messages' });
    // The first piece shows while the chat server still holds back the second.
    await visible(thread.getByText('The reader speaks', { exact: true }));
    await visible(page.getByRole('button', { name: 'Stop' }));
    await screenshot(page, 'chat-streaming');
    double.release();

    const cite = thread.getByRole('button', { name: /^Play dashwood-reading\.wav from / }).first();
    await visible(cite);
    await visible(page.getByRole('button', { name: 'Send' }));

    const sent = double.requests.at(-1)!.body;
    expect(sent.model).toBe('llama-e2e');
    const system = sent.messages[0]!.content;
    expect(system).toMatch(/\[1\] "dashwood-reading\.wav" \d+:\d\d-\d+:\d\d: /);
    expect(system).toContain(recognized.segments[0]!.sent.trim().split(/\s+/).slice(0, 4).join(' '));
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'Who is the passage about?' });

    // What was stored: the citation's moment, which the player starts from.
    const [summary] = (await api<{ conversations: ConversationSummary[] }>('/api/chat/conversations')).conversations;
    const stored = await api<Conversation>(`/api/chat/conversations/${summary!.id}`);
    const citation = stored.messages[1]!.citations[0]!;
    expect(citation).toMatchObject({ n: 1, processId: recognized.processId, fn: 'dashwood-reading.wav' });
    await cite.click();
    await visible(page.getByRole('heading', { name: 'dashwood-reading.wav', level: 2 }));
    await page.waitForFunction(() => {
      const audio = document.querySelector<HTMLMediaElement>('audio');
      return audio !== null && !audio.paused;
    });
    const state = await mediaState(page, 'audio');
    expect(state.currentTime).toBeGreaterThanOrEqual(citation.start - 0.1);
    expect(state.currentTime).toBeLessThan(citation.start + 1.5);
    await screenshot(page, 'chat-answer', { fullPage: true });

    // The conversation is listed under its question, and opens again after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Open “Who is the passage about?”' }).click();
    await visible(page.getByRole('log', { name: 'Messages' }).getByText('The reader speaks of Dashwood'));
    await context.close();
  });

  it('says on a host without a chat server that none is configured and how its operator sets one', async () => {
    const bare = await startDashboardHost();
    try {
      await confirmedUser(bare, USER.email, USER.password);
      const { context, page } = await newPage(browser, pageErrors);
      await login(page, bare, USER.email, USER.password);
      await page.goto(`${bare.url}/#/chat`);
      const notice = await visible(page.getByRole('status', { name: 'No chat server is configured' }));
      expect(await notice.textContent()).toContain('Its operator sets SPEECHDECK_CHAT_URL to an OpenAI-compatible chat server');
      expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
      await visible(page.getByText('No conversations yet.'));
      await screenshot(page, 'chat-unconfigured');
      await context.close();
    } finally {
      await bare.close();
    }
  });
});
