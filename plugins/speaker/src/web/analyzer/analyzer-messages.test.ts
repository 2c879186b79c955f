import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describePluginMessages, labelKeysMissing } from '@speechdeck/core/testing';
import { speakerPlugin } from '../../web.ts';
import { speakerMessages } from '../messages.ts';
import { analyzerMessages } from './analyzer-messages.ts';
import { inputPickerLabels } from './input/input-picker.tsx';

const folder = fileURLToPath(new URL('.', import.meta.url));

describePluginMessages({
  prefix: 'speaker.diarization.',
  messages: analyzerMessages,
  // The page's code, without the messages themselves (which name every key, plurals with their endings).
  sources: readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith('analyzer-messages.ts'))
    .map((path) => `${folder}${path}`),
});

describe('the analyzer\'s keys among the plugin\'s', () => {
  const all = (language: 'en' | 'tr') => ({ ...speakerPlugin.messages?.[language], ...speakerMessages[language], ...analyzerMessages[language] });

  it('answer every key the media picker\'s words ask for: the page\'s, and the recorder\'s, which are the plugin\'s', () => {
    expect(labelKeysMissing([inputPickerLabels], { en: all('en'), tr: all('tr') })).toEqual([]);
  });

  it('are none of them the start of another key: the shell nests keys by their dots, and such a key would hide the other', () => {
    for (const language of ['en', 'tr'] as const) {
      const keys = Object.keys(all(language));
      expect(keys.filter((key) => keys.some((other) => other.startsWith(`${key}.`)))).toEqual([]);
    }
  });
});
