import { describe, expect, it } from 'vitest';
import { textOfHtml } from './speech-text.ts';
import { splitSentences } from './sentences.ts';

describe('textOfHtml', () => {
  it('ends a sentence at each block and list item, adding the full stop a heading lacks', () => {
    const html = '<h1>Chapter One</h1><p>It was <b>dark</b>. It <i>rained</i>!</p><ul><li>milk</li><li>eggs:</li></ul>';
    expect(textOfHtml(html)).toBe('Chapter One.\n\nIt was dark. It rained!\n\nmilk.\n\neggs:');
    expect(splitSentences(textOfHtml(html))).toEqual(['Chapter One.', 'It was dark.', 'It rained!', 'milk.', 'eggs:']);
  });

  it('breaks lines at <br> without gluing words together', () => {
    expect(textOfHtml('<p>Roses are red<br>violets are blue</p>')).toBe('Roses are red\nviolets are blue.');
    expect(textOfHtml('one<br/>two')).toBe('one\ntwo.');
  });

  it('decodes entities and keeps inline text whole', () => {
    expect(textOfHtml('<p>Tom &amp; Jerry&nbsp;say &lt;hi&gt; &quot;ok&quot; it&#39;s caf&eacute; &#x15F;u</p>')).toBe('Tom & Jerry say <hi> "ok" it\'s café şu.');
    expect(textOfHtml('<p>Hel<b>lo</b> <a href="https://example.com">there</a></p>')).toBe('Hello there.');
  });

  it('drops images, scripts and styles with their content', () => {
    const html = '<p>Before</p><img src="/images/x.png" alt="a picture"><script>alert("no")</script><style>p{color:red}</style><p>After</p>';
    expect(textOfHtml(html)).toBe('Before.\n\nAfter.');
  });

  it('answers nothing for HTML without text', () => {
    expect(textOfHtml('<p> </p><p><img src="x.png"></p><br>')).toBe('');
  });

  it('reads plain text as it is', () => {
    expect(textOfHtml('Just words here')).toBe('Just words here.');
  });
});
