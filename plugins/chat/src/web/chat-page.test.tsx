import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Citation, Conversation } from '../contract/chat-api.ts';
import ChatPage from './chat-page.tsx';
import { fakeChatHost, message, result, streamedAnswer } from './testing/fake-chat-host.ts';
import { renderWithPlatform } from './testing/render-with-platform.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const citation: Citation = { n: 1, processId: 'meeting-1', fn: 'weekly-meeting.wav', start: 65.5, end: 70.25, spk: 'S1', text: 'The marketing budget is cut by ten percent.' };
const grounding = { attach: ['meeting-1'], retrieve: true, excerpts: 3, truncated: false };

describe('/chat', () => {
  it('streams the answer in as it comes, grounded as asked, then shows it stored with citations that play their moment', async () => {
    const user = userEvent.setup();
    const host = fakeChatHost();
    const answer = streamedAnswer({ conversationId: 'c-new' });
    renderWithPlatform(<ChatPage />, host.routes);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Attach a transcript' }), 'meeting-1');
    expect(within(screen.getByRole('list', { name: 'Attached transcripts' })).getByText('weekly-meeting.wav')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Search my recordings for this question' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What happened to the budget?{Enter}');

    await waitFor(() => expect(answer.fetch).toHaveBeenCalledTimes(1));
    expect((answer.fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/chat/completions');
    expect(answer.sent()).toEqual({ messages: [{ role: 'user', content: 'What happened to the budget?' }], attach: ['meeting-1'], retrieve: true, stream: true });
    const thread = screen.getByRole('log', { name: 'Messages' });
    expect(within(thread).getByText('What happened to the budget?')).toBeTruthy();

    // Each piece shows while the stream is still open; Stop replaces Send meanwhile.
    answer.chunk('The budget is cut');
    await within(thread).findByText('The budget is cut');
    answer.chunk(' by ten percent [1].');
    await within(thread).findByText('The budget is cut by ten percent [1].');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();

    // Once over, the stored conversation (question, answer, citations) takes its place.
    host.kept.push({
      id: 'c-new', title: 'What happened to the budget?', createdAt: '2026-11-23T09:00:00.000Z', updatedAt: '2026-11-23T09:00:00.000Z', messageCount: 2,
      messages: [message(1, 'user', 'What happened to the budget?', { grounding }), message(2, 'assistant', 'The budget is cut by ten percent [1].', { citations: [citation] })],
    } as Conversation);
    answer.end({ conversationId: 'c-new', messageId: 2, citations: [citation], grounding });

    const plays = await within(thread).findAllByRole('button', { name: 'Play weekly-meeting.wav from 1:05' });
    expect(plays.map((button) => button.textContent)).toEqual(['[1]', '[1]weekly-meeting.wav · 1:05–1:10 · S1']);
    expect(within(thread).getByText('1 transcript attached · your recordings searched · 3 excerpts given')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What happened to the budget?', level: 2 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByText('What happened to the budget?')).toBeTruthy();

    // A citation opens the recording's player, at the cited moment.
    await user.click(plays[0]!);
    expect(await screen.findByRole('heading', { name: 'weekly-meeting.wav', level: 2 })).toBeTruthy();
  });

  it('offers only transcripts with text to attach, not a saved diarization of the same recording', async () => {
    const host = fakeChatHost({ results: [result('meeting-1-speakers', 'weekly-meeting.wav', { language: 'und', preview: '' }), result('meeting-1', 'weekly-meeting.wav')] });
    renderWithPlatform(<ChatPage />, host.routes);
    const chooser = await screen.findByRole('combobox', { name: 'Attach a transcript' });
    expect(within(chooser).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', 'meeting-1']);
  });

  it('says plainly when no chat server is configured and how an operator sets one, and still lists the conversations', async () => {
    const host = fakeChatHost({
      configured: false,
      conversations: [{ id: 'c1', title: 'Earlier talk', createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z', messageCount: 2, messages: [] }],
    });
    renderWithPlatform(<ChatPage />, host.routes);
    const notice = await screen.findByRole('status', { name: 'No chat server is configured' });
    expect(notice.textContent).toContain('Its operator sets SPEECHDECK_CHAT_URL to an OpenAI-compatible chat server and SPEECHDECK_CHAT_MODEL to its model');
    expect(notice.textContent).toContain('SPEECHDECK_CHAT_URL=http://127.0.0.1:11434/v1');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Earlier talk')).toBeTruthy();
  });

  it('keeps the question when the chat server fails, says why, and opens the conversation it was kept in', async () => {
    const user = userEvent.setup();
    const host = fakeChatHost();
    const kept: Conversation = {
      id: 'c-kept', title: 'Will it fail?', createdAt: '2026-11-23T09:00:00.000Z', updatedAt: '2026-11-23T09:00:00.000Z', messageCount: 1, messages: [message(5, 'user', 'Will it fail?')],
    };
    host.kept.push(kept);
    streamedAnswer({ status: 503, conversationId: 'c-kept', body: { statusCode: 503, error: 'Service Unavailable', message: 'The chat server cannot be reached (ECONNREFUSED): check SPEECHDECK_CHAT_URL.' } });
    renderWithPlatform(<ChatPage />, host.routes);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Will it fail?{Enter}');

    const alert = await screen.findByText('The chat server is not available');
    expect(alert.closest('.chat-thread__failure')!.textContent).toContain('The chat server cannot be reached (ECONNREFUSED): check SPEECHDECK_CHAT_URL. Your message is kept in the conversation');
    expect(await screen.findByRole('heading', { name: 'Will it fail?', level: 2 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    // The stored conversation shows the question once.
    expect(within(screen.getByRole('log', { name: 'Messages' })).getAllByText('Will it fail?')).toHaveLength(1);
  });

  it('opens, renames and deletes conversations', async () => {
    const user = userEvent.setup();
    const host = fakeChatHost({
      conversations: [{
        id: 'c1', title: 'Budget talk', createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z', messageCount: 2,
        messages: [message(1, 'user', 'How much?'), message(2, 'assistant', 'Ten percent [1].', { citations: [citation] })],
      }],
    });
    const { calls } = renderWithPlatform(<ChatPage />, host.routes);
    await user.click(await screen.findByRole('button', { name: 'Open “Budget talk”' }));
    expect(await screen.findByText('How much?')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename the conversation' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Give the conversation a title.');
    await user.type(title, 'Marketing budget');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Marketing budget', level: 2 });
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ params: { id: 'c1' }, body: { title: 'Marketing budget' } });

    await user.click(screen.getByRole('button', { name: 'Delete “Marketing budget”' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete this conversation?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New conversation', level: 2 })).toBeTruthy();
  });
});
