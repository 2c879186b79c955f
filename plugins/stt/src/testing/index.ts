/**
 * Speech recognition's test support (`@speechdeck/plugin-stt/testing`), for its own tests, other
 * plugins' and the benches: the recognition conditions the LibriVox clips are judged under (noise,
 * telephone, reverberation, codecs, ...) and word error rates of recognizers on them, raw
 * pocketsphinx beside recognition through the host; and recognizers that answer at once, for route
 * tests (`fakeAsr`). Built on the test kit (@speechdeck/testing).
 */
export * from './recognition-conditions.ts';
export * from './recognition-scoring.ts';
export * from './fake-asr.ts';
