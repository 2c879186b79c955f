import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineUnavailableError, readMono16kInfo } from '@speechdeck/core/server';
import { ManifestModels } from '../models/manifest-models.ts';
import { voiceprintOf } from '../speaker/embedding/voiceprint-scoring.ts';
import { GE2E_DIMENSION } from './ge2e-encoder.ts';
import { GE2E_MODEL_FILE, GE2E_MODEL_ID, Ge2eEmbedder } from './ge2e-embedder.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const MANIFEST = join(ROOT, 'models', 'manifest.json');
const models = new ManifestModels({ manifest: MANIFEST, dir: process.env.SPEECHDECK_MODELS_DIR ?? join(ROOT, 'models', 'installed') });
const CONVERTER = join(ROOT, 'engines', 'python', 'convert_ge2e.py');
// One real reader (Debian's pocketsphinx-testdata, LibriVox), three of her sentences.
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const READER = ['0870', '0890', '0920'].map((n) => join(LIBRIVOX, `sense_and_sensibility_01_austen_64kb-${n}.wav`));
const installed = models.has(GE2E_MODEL_ID) && models.python !== undefined && READER.every(existsSync);
const scratch = mkdtempSync(join(tmpdir(), 'ge2e-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** espeak-ng speaking `text` as a 16 kHz mono WAV. */
function espeak(name: string, voice: string, text: string): string {
  const raw = join(scratch, `${name}.raw.wav`);
  const wav = join(scratch, `${name}.wav`);
  execFileSync('espeak-ng', ['-v', voice, '-w', raw, '--', text]);
  execFileSync('sox', ['-V1', raw, '-r', '16000', '-c', '1', '-b', '16', wav]);
  return wav;
}

const whole = async (wav: string) => [{ start: 0, end: (await readMono16kInfo(wav)).durationSec }];

describe.skipIf(!installed)('Ge2eEmbedder (the installed ge2e-resemblyzer model)', () => {
  const embedder = new Ge2eEmbedder(models, { sameSpeakerThreshold: 0.75 });

  it('scores a voice against itself above other voices', async () => {
    const [first, second, third] = await Promise.all(READER.map(async (wav) => embedder.embedPooled(wav, await whole(wav))));
    const others = [
      espeak('male', 'en-us+m3', 'I would like to ask about the train to the city tomorrow morning, if that is possible.'),
      espeak('female', 'en-us+f4', 'The first train leaves at seven and arrives a little before nine in the morning.'),
    ];
    const strangers = await Promise.all(others.map(async (wav) => embedder.embedPooled(wav, await whole(wav))));
    expect(first).toHaveLength(embedder.dimension);
    const same = Math.min(embedder.similarity(first!, second!), embedder.similarity(first!, third!), embedder.similarity(second!, third!));
    const different = Math.max(...strangers.flatMap((s) => [first!, second!, third!].map((r) => embedder.similarity(s, r))));
    // Measured: the reader's sentences 0.86-0.93 with one another, espeak-ng's voices at most 0.62 with hers.
    expect(same).toBeGreaterThan(different + 0.15);
  });

  it('answers zeros for a stretch too short to tell a voice, one embedding per region', async () => {
    const [short, long] = await embedder.embed(READER[0]!, [{ start: 1, end: 1.2 }, { start: 1, end: 4 }]);
    expect(short!.every((x) => x === 0)).toBe(true);
    expect(long!.some((x) => x !== 0)).toBe(true);
    expect(embedder.similarity(short!, long!)).toBe(0);
  });

  it('converts the weights to the manifest’s ge2e.onnx byte for byte', () => {
    const out = join(scratch, 'again.onnx');
    execFileSync(models.python!, [CONVERTER, join(ROOT, 'models', 'installed', GE2E_MODEL_ID), out]);
    const expected = JSON.parse(readFileSync(MANIFEST, 'utf8')).models.find((m: { id: string }) => m.id === GE2E_MODEL_ID).derived[0];
    expect(expected.name).toBe(GE2E_MODEL_FILE);
    expect(createHash('sha256').update(readFileSync(out)).digest('hex')).toBe(expected.sha256);
  });

  it('refuses a pickle that names anything but tensors, and runs nothing', () => {
    const folder = join(scratch, 'malicious');
    const marker = join(scratch, 'pwned');
    execFileSync('mkdir', ['-p', folder]);
    // Protocol 2: GLOBAL os.system, its argument, TUPLE1, REDUCE (call it), STOP.
    const command = Buffer.from(`touch ${marker}`, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(command.length);
    writeFileSync(join(folder, 'pretrained.pt'), Buffer.concat([Buffer.from('\x80\x02cos\nsystem\nX', 'latin1'), length, command, Buffer.from('\x85R.', 'latin1')]));
    const run = spawnSync(models.python!, [CONVERTER, folder, join(folder, 'ge2e.onnx')], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('os.system');
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(join(folder, 'ge2e.onnx'))).toBe(false);
  });
});

describe('Ge2eEmbedder without its model', () => {
  it('fails its first use with a 503 naming the model and the install command', async () => {
    const none = new ManifestModels({ manifest: MANIFEST, dir: join(scratch, 'no-models'), disabled: true });
    const embedder = new Ge2eEmbedder(none, { sameSpeakerThreshold: 0.75 });
    const wav = espeak('any', 'en-us', 'Hello there, this is a test of a missing model.');
    const error = await embedder.embedPooled(wav, await whole(wav)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect((error as EngineUnavailableError).statusCode).toBe(503);
    expect((error as Error).message).toMatch(/ge2e-resemblyzer.*install_models\.py/s);
  });
});

describe('Ge2eEmbedder scoring a call', () => {
  const D = GE2E_DIMENSION;
  // Scoring reads no model: a models folder without one serves.
  const embedder = new Ge2eEmbedder(new ManifestModels({ manifest: MANIFEST, dir: join(scratch, 'no-models'), disabled: true }), { sameSpeakerThreshold: 0.75 });
  /** An embedding of unit views: the full band along `full`, the telephone band along `band`, and its telephone mark. */
  const embedding = (full: number, band: number, telephone: boolean) => {
    const e = new Float32Array(2 * D + 1);
    e[full] = 1;
    e[D + band] = 1;
    e[2 * D] = telephone ? 1 : 0;
    return e;
  };
  // Alike in the full band (axis 0), unlike in the telephone band (1 against 2), or the other way round.
  const call = embedding(0, 1, true);

  it('compares a call with a wideband voiceprint in the telephone band', () => {
    expect(embedder.comparesAsCall(call, embedding(0, 2, false))).toBe(true);
    expect(embedder.similarity(call, embedding(0, 2, false))).toBe(0);
    expect(embedder.similarity(call, embedding(3, 1, false))).toBe(1);
  });

  it('compares a call with a voice enrolled through a telephone in the full band, as any wideband probe', () => {
    expect(embedder.comparesAsCall(call, embedding(0, 2, true))).toBe(false);
    expect(embedder.similarity(call, embedding(0, 2, true))).toBe(1);
    expect(embedder.similarity(embedding(0, 1, false), embedding(0, 2, true))).toBe(1);
    expect(embedder.similarity(embedding(0, 1, false), embedding(3, 1, false))).toBe(0);
  });

  it('takes a voiceprint for a telephone one when most of its clips came through a telephone', () => {
    const mostly = voiceprintOf([embedding(0, 1, true), embedding(0, 1, true), embedding(0, 1, false)], 2 * D + 1);
    const seldom = voiceprintOf([embedding(0, 1, true), embedding(0, 1, false), embedding(0, 1, false)], 2 * D + 1);
    expect(embedder.cameThroughTelephone(mostly)).toBe(true);
    expect(embedder.cameThroughTelephone(seldom)).toBe(false);
    expect(embedder.comparesAsCall(call, seldom)).toBe(true);
  });
});
