export {
  WhisperRecognizer, WHISPER_MODEL_ID, WHISPER_MODEL_NAME, threadsPerWorker,
  type WhisperRecognizerOptions, type WhisperRequest, type WhisperTranscription,
} from './whisper-recognizer.ts';
export { recognizedSegment, recognizedWord, type RecognizedSegment, type RecognizedWord } from './recognized-speech.ts';
