import { describe, expect, it } from 'vitest';
import { markdownText } from './markdown-text.ts';

describe('markdownText', () => {
  it('drops heading, list and quote markers and makes headings and items sentences of their own', () => {
    const markdown = ['# The North Wind', '', 'Shopping list', '===', '', '- eggs', '* milk!', '1. bread', '2) [x] butter', '', '> A quoted line', '> > deeper', '## Closing ##'].join('\n');
    expect(markdownText(markdown)).toBe(['The North Wind.', '', 'Shopping list.', '', 'eggs.', 'milk!', 'bread.', 'butter.', '', 'A quoted line', 'deeper', 'Closing.'].join('\n'));
  });

  it('keeps the words of emphasis, code, links and images, and leaves snake_case alone', () => {
    expect(markdownText('Some **bold**, __strong__, *italic*, _em_ and ~~gone~~ words in `code`.')).toBe('Some bold, strong, italic, em and gone words in code.');
    expect(markdownText('See [the docs](https://example.org/x) and [ref][1], ![a diagram](d.png) or <https://example.org>.')).toBe('See the docs and ref, a diagram or https://example.org.');
    expect(markdownText('Set max_file_size and 2 * 3 * 4, not \\*stars\\*.')).toBe('Set max_file_size and 2 * 3 * 4, not *stars*.');
    expect(markdownText('Line <b>with</b> tags<br/> and <!-- a comment -->text.')).toBe('Line with tags and text.');
  });

  it('drops rules, table separators, reference definitions, fences and front matter; keeps code and cells as text', () => {
    const markdown = ['---', 'title: Notes', '---', 'Intro.', '', '***', '| Name | Age |', '|------|----:|', '| Ann | 42 |', '', '```sh', '# not a heading', '```', '', '[1]: https://example.org', 'End.'].join('\n');
    expect(markdownText(markdown)).toBe(['Intro.', '', 'Name, Age', 'Ann, 42', '', '# not a heading', '', 'End.'].join('\n'));
  });

  it('is empty when there is nothing to say', () => {
    expect(markdownText('---\n\n![](x.png)\n\n<!-- draft -->\n')).toBe('');
  });
});
