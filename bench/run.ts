/**
 * `pnpm bench`: speed and memory as ratios against a peer run side by side on the same machine.
 * Prints a table; asserts nothing (timed assertions in tests would be flaky on shared machines).
 * Pick benchmarks by name: `pnpm bench recognition search`.
 */
import { benchRecognition } from './recognition.bench.ts';
import { benchRecognitionLoad } from './recognition-load.bench.ts';
import { benchRecognitionQuality } from './recognition-quality.bench.ts';
import { benchUpload } from './upload.bench.ts';
import { benchSearch } from './search.bench.ts';
import { benchSearchLoad } from './search-load.bench.ts';
import { benchCliBatch } from './cli-batch.bench.ts';
import { benchBundleSize } from './bundle-size.bench.ts';
import { benchSubtitles } from './subtitles.bench.ts';
import { benchVcQuality } from './vc-quality.bench.ts';
import { benchTtsQuality } from './tts-quality.bench.ts';
import { benchTtsSpeed } from './tts-speed.bench.ts';
import { benchSpeakerQuality } from './speaker-quality.bench.ts';
import { benchSplitterSpeed } from './splitter-speed.bench.ts';
import { benchKwsQuality } from './kws-quality.bench.ts';
import { benchMedQuality, benchMedWhisper } from './med-quality.bench.ts';
import { benchMtSpeed } from './mt-speed.bench.ts';
import { benchChatRelay } from './chat-relay.bench.ts';
import { benchCallFairness } from './call-fairness.bench.ts';
import { benchNerQuality } from './ner-quality.bench.ts';
import { benchLiveLatency } from './live-latency.bench.ts';
import { benchQueueThroughput } from './queue-throughput.bench.ts';
import { benchMediaStore } from './media-store.bench.ts';
import { benchEngineMemory } from './engine-memory.bench.ts';
import { benchVocabulary } from './vocabulary.bench.ts';
import { benchRedaction } from './redaction.bench.ts';
import type { BenchRow } from './bench-host.ts';


const benches: Record<string, () => Promise<BenchRow[]>> = {
  recognition: benchRecognition,
  'recognition-load': benchRecognitionLoad,
  'recognition-quality': benchRecognitionQuality,
  upload: benchUpload,
  search: benchSearch,
  'search-load': benchSearchLoad,
  'cli-batch': benchCliBatch,
  'bundle-size': benchBundleSize,
  subtitles: benchSubtitles,
  'vc-quality': benchVcQuality,
  'tts-quality': benchTtsQuality,
  'tts-speed': benchTtsSpeed,
  'speaker-quality': benchSpeakerQuality,
  'splitter-speed': benchSplitterSpeed,
  'kws-quality': benchKwsQuality,
  'mt-speed': benchMtSpeed,
  'chat-relay': benchChatRelay,
  'call-fairness': benchCallFairness,
  'ner-quality': benchNerQuality,
  'live-latency': benchLiveLatency,
  'med-quality': benchMedQuality,
  'med-whisper': benchMedWhisper,
  'queue-throughput': benchQueueThroughput,
  'media-store': benchMediaStore,
  'engine-memory': benchEngineMemory,
  vocabulary: benchVocabulary,
  redaction: benchRedaction,
};

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = chosen.length ? chosen : Object.keys(benches);
const rows: BenchRow[] = [];
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`unknown benchmark '${name}'; choose from ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  console.error(`bench: ${name} ...`);
  rows.push(...(await bench()));
}
console.table(rows);
