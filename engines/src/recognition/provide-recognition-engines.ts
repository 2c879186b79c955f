import { platform, type ServerPluginEnv } from '@speechdeck/core/server';
import { asrFromSettings, asrSettings, pocketsphinxConfigFrom } from './asr-from-settings.ts';
import { espeakPronouncerFor } from './pronunciation/espeak-pronouncer.ts';
import { RulePunctuator } from './punctuate.ts';
import { asrRef, pocketsphinxRef, pronouncerRef, punctuatorRef } from './refs.ts';

/**
 * The batch recognizers (Whisper, Vosk and pocketsphinx offline, an OpenAI-compatible server per
 * language), punctuation, and pronunciations for words the embedded recognizer lacks.
 */
export function provideRecognitionEngines(env: ServerPluginEnv): void {
  env.provide(asrRef, {
    deps: { processes: platform.processes, models: platform.models },
    settings: asrSettings,
    factory: ({ processes, models }, settings) => asrFromSettings(settings, processes, models),
  });
  // The recognizers' worker processes (a model loaded in each) go with the host, whichever services used them.
  env.registerInit({
    deps: { http: platform.http, asr: asrRef },
    init: ({ http, asr }) => void http.fastify.addHook('onClose', async () => asr.close?.()),
  });
  env.provide(pocketsphinxRef, { deps: {}, settings: asrSettings, factory: (_deps, settings) => pocketsphinxConfigFrom(settings) });
  env.provide(pronouncerRef, { deps: { processes: platform.processes, pocketsphinx: pocketsphinxRef }, factory: ({ processes, pocketsphinx }) => espeakPronouncerFor(processes, pocketsphinx) });
  env.provide(punctuatorRef, { deps: {}, factory: () => new RulePunctuator() });
}
