import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@speechdeck/core';
import { onNotice, type Notice } from '@speechdeck/core/web';
import { renderWithPlatform, type FakeRoutes } from '../testing/render-with-platform.tsx';
import { SendEmailDialog } from './send-email-dialog.tsx';

let notices: Notice[] = [];
let stopListening = () => {};
beforeEach(() => {
  notices = [];
  stopListening = onNotice((notice) => notices.push(notice));
});
afterEach(() => {
  stopListening();
  cleanup();
});

const FILE = 'speech-2026-11-22-the-north-wind.mp3';

function renderDialog(routes: FakeRoutes, synthesisId = 's7') {
  const onClose = vi.fn();
  const view = renderWithPlatform(<SendEmailDialog synthesisId={synthesisId} fileName={FILE} onClose={onClose} />, routes);
  return { ...view, onClose };
}

/** The message written in the dialog's editor (jsdom cannot type into a contenteditable as a browser does). */
function writeBody(html: string) {
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLElement & { editor: Editor };
  act(() => {
    box.editor.commands.setContent(html);
  });
}

describe('"Send by e-mail"', () => {
  it('opens on the recipient, with a subject naming the audio, the same editor for the body, and the attachment shown', () => {
    renderDialog({});
    const dialog = screen.getByRole('dialog', { name: 'Send by e-mail' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Recipient' }));
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(`Audio: ${FILE}`);
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' }).querySelector('p')!.getAttribute('data-placeholder')).toBe('Enter text here...');
    expect(dialog.textContent).toContain(`Attached ${FILE}`);
  });

  it('checks the fields as the host does before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialog({});
    await user.type(screen.getByRole('textbox', { name: 'Recipient' }), 'not-an-address');
    await user.clear(screen.getByRole('textbox', { name: 'Subject' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Recipient' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter a subject of at most 200 characters.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the stored synthesis by id with the formatted body, says so in a toast and closes', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = renderDialog({ 'POST /api/tts/send-tts': () => ({ message: `Sent to ada@example.com with ${FILE} attached.` }) });
    await user.type(screen.getByRole('textbox', { name: 'Recipient' }), ' ada@example.com ');
    writeBody('<p>Listen to <strong>this</strong>:</p><ul><li><p>the north wind</p></li></ul>');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{
      method: 'POST',
      path: '/api/tts/send-tts',
      params: undefined,
      body: {
        receiverEmail: 'ada@example.com',
        emailSubject: `Audio: ${FILE}`,
        // The editor's HTML as it is: tiptap keeps an empty paragraph after a list, to write on after it.
        emailBody: '<p>Listen to <strong>this</strong>:</p><ul><li><p>the north wind</p></li></ul><p></p>',
        synthesisId: 's7',
      },
    }]);
    expect(notices).toEqual([{ kind: 'success', message: `Sent to ada@example.com with ${FILE} attached.` }]);
  });

  it('sends an empty body as empty, with the synthesis it was opened for', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = renderDialog({ 'POST /api/tts/send-tts': () => ({ message: 'Sent.' }) }, 's12');
    await user.type(screen.getByRole('textbox', { name: 'Recipient' }), 'bob@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({ receiverEmail: 'bob@example.org', emailSubject: `Audio: ${FILE}`, emailBody: '', synthesisId: 's12' });
  });

  it('shows the host\'s refusal as it is (a 429 says how long to wait) and stays open', async () => {
    const user = userEvent.setup();
    const limited = 'You have sent too many e-mails. Try again in 12 min.';
    const { onClose } = renderDialog({
      'POST /api/tts/send-tts': () => {
        throw new ApiError(429, limited);
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Recipient' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limited);
    expect(onClose).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts the host\'s word on a field under that field', async () => {
    const user = userEvent.setup();
    renderDialog({
      'POST /api/tts/send-tts': () => {
        throw new ApiError(400, 'Enter a valid e-mail address.', { receiverEmail: 'This domain does not receive mail.' });
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Recipient' }), 'ada@example.invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This domain does not receive mail.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Recipient' }).getAttribute('aria-invalid')).toBe('true');
  });
});
