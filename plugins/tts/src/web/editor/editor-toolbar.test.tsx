import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithPlatform, type FakeRoutes } from '../testing/render-with-platform.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { useRichTextEditor } from './use-rich-text-editor.ts';

afterEach(cleanup);

function Harness({ onEditor, linkIn = 'dialog' }: { onEditor: (editor: Editor) => void; linkIn?: 'dialog' | 'place' }) {
  const handle = useRichTextEditor({ label: 'Text to synthesize', placeholder: 'Enter text here...', describedBy: 'hint' });
  const editor = handle?.editor;
  useEffect(() => {
    if (editor) onEditor(editor);
  }, [editor, onEditor]);
  return handle ? <RichTextEditor handle={handle} hintId="hint" linkIn={linkIn} /> : null;
}

function renderEditor(routes: FakeRoutes = {}, content = '<p>Hello brave new world</p>', linkIn: 'dialog' | 'place' = 'dialog') {
  let editor!: Editor;
  const view = renderWithPlatform(<Harness linkIn={linkIn} onEditor={(created) => (editor = created)} />, routes);
  act(() => {
    editor.commands.setContent(content);
  });
  return { ...view, editor: () => editor };
}

/** Selects the first occurrence of `word` in the document, as a person dragging over it would. */
function select(editor: Editor, word: string) {
  let from = -1;
  editor.state.doc.descendants((node, pos) => {
    if (from < 0 && node.isText && node.text!.includes(word)) from = pos + node.text!.indexOf(word);
  });
  act(() => {
    editor.commands.setTextSelection({ from, to: from + word.length });
  });
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the rich-text editor', () => {
  it('is a labelled, multi-line text box that shows "Enter text here..." while empty', () => {
    renderEditor({}, '');
    const box = screen.getByRole('textbox', { name: 'Text to synthesize' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.querySelector('p')!.getAttribute('data-placeholder')).toBe('Enter text here...');
    expect(box.getAttribute('aria-describedby')).toBe('hint');
  });

  it('bolds, italicizes, lists and heads the selection, each button saying whether it applies (aria-pressed)', () => {
    const { editor } = renderEditor();
    const names = ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Heading 1', 'Heading 2', 'Link'];
    for (const name of names) expect(button(name).getAttribute('aria-pressed'), name).toBe('false');
    expect(button('Insert image').hasAttribute('aria-pressed')).toBe(false);

    select(editor(), 'brave');
    fireEvent.click(button('Bold'));
    expect(editor().getHTML()).toBe('<p>Hello <strong>brave</strong> new world</p>');
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Italic'));
    expect(editor().getHTML()).toContain('<strong><em>brave</em></strong>');
    // The caret elsewhere: the toggles follow the selection.
    select(editor(), 'world');
    expect(button('Bold').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button('Bulleted list'));
    expect(editor().getHTML()).toMatch(/^<ul><li><p>Hello/);
    expect(button('Bulleted list').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Numbered list'));
    expect(editor().getHTML()).toMatch(/^<ol><li><p>Hello/);
    expect(button('Bulleted list').getAttribute('aria-pressed')).toBe('false');
    expect(button('Numbered list').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Numbered list'));

    fireEvent.click(button('Heading 1'));
    expect(editor().getHTML()).toMatch(/^<h1>Hello/);
    expect(button('Heading 1').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Heading 2'));
    expect(editor().getHTML()).toMatch(/^<h2>Hello/);
    expect(button('Heading 1').getAttribute('aria-pressed')).toBe('false');
  });

  it('is one Tab stop whose buttons the arrows, Home and End move between; Escape goes back to the text, Alt+F10 comes here', async () => {
    const user = userEvent.setup();
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const stops = () => [...toolbar.querySelectorAll('button')].filter((element) => element.tabIndex === 0);
    expect(stops().map((element) => element.getAttribute('aria-label'))).toEqual(['Bold']);
    button('Bold').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Italic'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(button('Insert image'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Bold'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(button('Insert image'));
    expect(stops()).toEqual([button('Insert image')]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(button('Bold'));

    await user.keyboard('{Escape}');
    const box = screen.getByRole('textbox', { name: 'Text to synthesize' });
    // tiptap focuses on the next frame.
    await waitFor(() => expect(box.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(box, { key: 'F10', altKey: true });
    expect(document.activeElement).toBe(button('Bold'));
  });

  it('links the selection through a small dialog that takes web and mail addresses only', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    select(editor(), 'world');
    await user.click(button('Link'));
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(document.activeElement).toBe(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter a web address such as example.com, or an e-mail address.');
    expect(editor().getHTML()).not.toContain('<a');
    await user.clear(address);
    await user.type(address, 'example.com/news{Enter}');
    expect(dialog.isConnected).toBe(false);
    expect(editor().getHTML()).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/news">world</a>');
    expect(button('Link').getAttribute('aria-pressed')).toBe('true');

    // On the link again: the dialog shows its address and can remove it.
    await user.click(button('Link'));
    expect((screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement).value).toBe('https://example.com/news');
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(editor().getHTML()).toBe('<p>Hello brave new world</p>');
  });

  it('takes the link in place when it is inside a dialog already (the e-mail)', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor({}, '<p>Write to us</p>', 'place');
    select(editor(), 'us');
    await user.click(button('Link'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(screen.getByRole('group', { name: 'Link' }).querySelector('input')!, 'ada@example.com{Enter}');
    expect(editor().getHTML()).toContain('href="mailto:ada@example.com">us</a>');
    expect(screen.queryByRole('group', { name: 'Link' })).toBeNull();
  });

  it('uploads a chosen image as multipart field "file" to /v1/image and inserts the address the host answers', async () => {
    const user = userEvent.setup();
    const uploads: FormData[] = [];
    const { editor, calls } = renderEditor({
      'POST /v1/image': ({ body }) => {
        uploads.push(body as FormData);
        return { imageUrl: '/v1/image/4f2a.png' };
      },
    });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'chart.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image to insert'), png);
    await waitFor(() => expect(editor().getHTML()).toContain('<img src="/v1/image/4f2a.png" alt="chart.png">'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v1/image']);
    expect([...uploads[0]!.keys()]).toEqual(['file']);
    expect((uploads[0]!.get('file') as File).name).toBe('chart.png');
  });

  it('uploads an image pasted into the text, and leaves pasted words to the editor', async () => {
    const { editor, calls } = renderEditor({ 'POST /v1/image': () => ({ imageUrl: 'https://cdn.example.test/pasted.jpg' }) });
    const box = screen.getByRole('textbox', { name: 'Text to synthesize' });
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pasted.jpg', { type: 'image/jpeg' });
    fireEvent.paste(box, { clipboardData: { files: [jpeg], getData: () => '', types: ['Files'], items: [] } });
    await waitFor(() => expect(editor().getHTML()).toContain('<img src="https://cdn.example.test/pasted.jpg"'));
    expect(calls).toHaveLength(1);
  });
});
