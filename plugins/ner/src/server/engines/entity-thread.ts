import { parentPort } from 'node:worker_threads';
import type { NerLanguage } from '../../index.ts';
import { recognizeEntities, warmEnglishMeasures } from '@speechdeck/engines/entities';

/**
 * A thread of entity-threads.ts: the recognition (synchronous, minutes on a long English text) off
 * the host's event loop. Answers each { text, language } with its entities; an error is left
 * uncaught, so the thread ends and its caller hears it.
 */
const port = parentPort!;
// The recognizers load their models on first use (a second or two): before the thread's first text.
warmEnglishMeasures();
port.on('message', ({ text, language }: { text: string; language: NerLanguage }) => port.postMessage(recognizeEntities(text, language)));
