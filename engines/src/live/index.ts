export { liveEngineSettingRef, liveRecognizersRef, type LiveRecognizers } from './refs.ts';
export type { LiveEngineSetting } from './live-engine-setting.ts';
export type { LiveRecognizer, RecognizerEvents, Utterance } from './live-recognizer.ts';
export { engineFor, type LiveEngine, type LiveEngineChoice, type RecognizerDeps } from './recognizer-for.ts';
