import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';
import { ner } from './commands/ner.ts';

/** `speechdeck ner`: named entities in text, a file or a transcript. */
export const nerCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [ner] });
