/**
 * Speech recognition's test support (`@speechdeck/plugin-stt/testing`), for its own tests, other
 * plugins' and the benches: the recognition conditions the LibriVox clips are judged under (noise,
 * telephone, reverberation, codecs, ...), audio with no speech in it, and word error rates of
 * recognizers on them, raw pocketsphinx and the raw Whisper worker beside recognition through the
 * host; the checkout's installed models; and recognizers that answer at once, for route tests
 * (`fakeAsr`). Built on the test kit (@speechdeck/testing).
 */
export * from './recognition-conditions.ts';
export * from './recognition-scoring.ts';
export * from './fake-asr.ts';
export * from './non-speech.ts';
export * from './raw-whisper.ts';
