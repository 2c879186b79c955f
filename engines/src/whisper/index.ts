export {
  WhisperRecognizer, WHISPER_TINY_EN, WHISPER_BASE, threadsPerWorker,
  type WhisperModel,
  type WhisperRecognizerOptions, type WhisperRequest, type WhisperTranscription,
} from './whisper-recognizer.ts';
export { recognizedSegment, recognizedWord, type RecognizedSegment, type RecognizedWord } from './recognized-speech.ts';
