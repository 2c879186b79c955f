import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { espeakClauses } from './espeak-clauses.ts';

const marks = (text: string) => espeakClauses(text).map(({ mark, endsSentence }) => `${mark || '∅'}${endsSentence ? '|' : ''}`).join(' ');

describe('clauses as espeak-ng ends them, with the marks Piper keeps', () => {
  it('ends clauses at marks followed by a space, a quote or bracket, or the end; sentences at . ? !', () => {
    expect(espeakClauses('Hello, world. How are you?')).toEqual([
      { text: 'Hello,', mark: ',', endsSentence: false },
      { text: ' world.', mark: '.', endsSentence: true },
      { text: ' How are you?', mark: '?', endsSentence: true },
    ]);
    expect(marks('Fine; thanks: really! "Quoted," she said (softly.) Yes')).toBe('; : !| , .| ∅|');
    expect(marks('Wait?! Go.')).toBe('?| .|');
  });

  it('does not end one at a full stop before a lower-case word or "\'s", inside a number or a word, or before any letter', () => {
    expect(marks('Use e.g. this. The U.S.A. is big. 3.5 km. The U.S.\'s own.')).toBe('.| .| .| .|');
    expect(marks('One.Two')).toBe('∅|');
    expect(marks('... start')).toBe('∅|');
  });

  it('reads dashes as semicolons and an ellipsis as a clause end Piper keeps no mark for', () => {
    expect(marks('He went – quickly — then... on… and on.')).toBe('; ; ∅ ∅ .|');
  });

  it('ends a sentence at a blank line, keeping no mark for it (espeak-ng reports a paragraph)', () => {
    expect(marks('Title\n\nHello.\n\nWorld.\nlower')).toBe('∅| ∅| .| ∅|');
    expect(espeakClauses('Hello.   \n')).toHaveLength(1);
  });
});

describe('against espeak-ng itself', () => {
  const dir = mkdtempSync(join(tmpdir(), 'espeak-clauses-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds as many clauses as espeak-ng prints lines of phonemes for a varied text', () => {
    const text =
      'Mr. Smith went – quickly... then e.g. this: "Quoted," she said! Was it (really) 3.5 km? ' +
      'Yes; it was.\n\nA new paragraph, with U.S.A. and the U.S.\'s own words… and an end';
    const file = join(dir, 'text.txt');
    writeFileSync(file, text);
    const lines = execFileSync('espeak-ng', ['-q', '--ipa', '-b', '1', '-v', 'en-us', '-f', file], { encoding: 'utf8' }).trimEnd().split('\n');
    expect(espeakClauses(text)).toHaveLength(lines.length);
  });
});
