import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@speechdeck/core/server';
import { processRunner, tempDir } from '@speechdeck/testing';
import { medianPitchHz, semitonesBetween } from './testing/pitch-estimate.ts';
import { EspeakEngine, espeakText, parseEspeakListing, voicePerLanguage } from './espeak-engine.ts';
import type { SynthesisInput } from './synthesizer.ts';

const { dir, remove } = tempDir('tts-espeak');
afterAll(remove);

const engine = new EspeakEngine(processRunner, 'espeak-ng');
const TURKISH = 'Kuzey rüzgârı ile güneş, hangisinin daha güçlü olduğunu tartışıyorlardı; o sırada kalın bir pelerine sarınmış bir yolcu geldi.';
let count = 0;

async function say(language: string, input: Partial<SynthesisInput> = {}, signal?: AbortSignal) {
  const voice = engine.voices.find((v) => v.id === `espeak-ng:${language}`)!;
  const out = join(dir, `out-${++count}.wav`);
  await engine.synthesize(voice, { text: TURKISH, language, rate: 1, pitch: 0, ...input }, out, signal);
  return { out, info: await readWavInfo(out) };
}

/** What espeak-ng itself makes of a text, with `extra` options: the engine's peer. */
function rawEspeak(text: string, extra: string[]): number {
  const textFile = join(dir, `raw-${++count}.txt`);
  const out = join(dir, `raw-${count}.wav`);
  writeFileSync(textFile, text);
  execFileSync('espeak-ng', ['-v', 'en-us', '-b', '1', ...extra, '-f', textFile, '-w', out]);
  const bytes = execFileSync('soxi', ['-D', out], { encoding: 'utf8' });
  return Number(bytes);
}

describe('EspeakEngine', () => {
  it('serves one voice per language espeak-ng has, each its language\'s default, Turkish among them', () => {
    expect(engine.unavailable).toBeUndefined();
    const byLanguage = new Map(engine.voices.map((v) => [v.language, v]));
    expect(engine.voices.length).toBeGreaterThan(80);
    expect(byLanguage.size).toBe(engine.voices.length);
    expect(byLanguage.get('tr')).toEqual({ id: 'espeak-ng:tr', name: 'Turkish', language: 'tr', gender: 'male', engine: 'espeak-ng', isDefault: true });
    expect(byLanguage.get('en')?.name).toBe('English (America)');
    expect(byLanguage.get('fr')?.name).toBe('French (France)');
    expect(byLanguage.get('pt')?.name).toBe('Portuguese (Portugal)');
    expect(byLanguage.get('zh')?.name).toBe('Chinese (Mandarin, latin as English)');
    expect(engine.voices.every((v) => /^[a-z]{2,3}$/.test(v.language) && v.id === `espeak-ng:${v.language}`)).toBe(true);
  });

  it('picks a language\'s voice by bare code, then preference, then espeak-ng\'s rank, then other listed languages', () => {
    const listing = [
      'Pty Language       Age/Gender VoiceName          File                 Other Languages',
      ' 5  en-gb           --/M      English_(Great_Britain) gmw/en            (en 2)',
      ' 5  en-us           --/M      English_(America)  gmw/en-US            (en 3)',
      ' 5  fr-be           --/M      French_(Belgium)   roa/fr-BE            (fr 8)',
      ' 5  fr-fr           --/F      French_(France)    roa/fr               (fr 5)',
      ' 5  cmn             --/M      Chinese_(Mandarin) sit/cmn              (zh-cmn 5)(zh 5)',
      ' 5  piqd            --/M      Klingon            art/piqd             ',
      ' 5  es              --        Spanish            roa/es               ',
    ].join('\n');
    const chosen = voicePerLanguage(parseEspeakListing(listing));
    expect(Object.fromEntries([...chosen].map(([language, voice]) => [language, voice.code]))).toEqual({ cmn: 'cmn', en: 'en-us', es: 'es', fr: 'fr-fr', zh: 'cmn' });
    expect(chosen.get('fr')?.gender).toBe('female');
    expect(chosen.get('es')?.gender).toBeNull();
  });

  it('speaks Turkish: mono 16-bit at espeak-ng\'s 22 kHz, as long as the text takes to say', async () => {
    const { info } = await say('tr');
    expect(info).toMatchObject({ channels: 1, bitsPerSample: 16, sampleRate: 22_050 });
    expect(info.durationSec).toBeGreaterThan(4);
    expect(info.durationSec).toBeLessThan(15);
  });

  it('speaks faster at rate 2 and slower at rate 0.5', async () => {
    const normal = (await say('tr')).info.durationSec;
    const fast = (await say('tr', { rate: 2 })).info.durationSec;
    const slow = (await say('tr', { rate: 0.5 })).info.durationSec;
    expect(fast / normal).toBeGreaterThan(0.35);
    expect(fast / normal).toBeLessThan(0.65);
    expect(slow / normal).toBeGreaterThan(1.6);
    expect(slow / normal).toBeLessThan(2.5);
  });

  it('moves the pitch by about the semitones asked, measured', async () => {
    // The first clause: four seconds of speech, plenty for a median pitch.
    const text = TURKISH.split(';')[0]!;
    const ownHz = await medianPitchHz((await say('tr', { text })).out);
    for (const semitones of [6, -5]) {
      const moved = semitonesBetween(ownHz, await medianPitchHz((await say('tr', { text, pitch: semitones })).out));
      expect.soft(moved, `${semitones} semitones asked (own ${ownHz.toFixed(0)} Hz)`).toBeGreaterThan(semitones - 2);
      expect.soft(moved, `${semitones} semitones asked (own ${ownHz.toFixed(0)} Hz)`).toBeLessThan(semitones + 2);
    }
  });

  it('reads phoneme brackets and SSML in the user\'s text as text, where espeak-ng would obey them', async () => {
    expect(espeakText('a [[h@l\'oU]] b ]]')).toBe('a [ [h@l\'oU] ] b ] ]');
    // Twenty long pauses as phonemes: read as phonemes they are 2 s of near silence; as text, far longer.
    const pauses = `one [[${'_:'.repeat(20)}]] two`;
    const asText = (await say('en', { text: pauses })).info.durationSec;
    expect(asText).toBeGreaterThan(2 * rawEspeak(pauses, []));
    // A five-second SSML break: obeyed with -m, spoken as words here.
    const ssml = 'one <break time="5s"/> two';
    const spoken = (await say('en', { text: ssml })).info.durationSec;
    expect(spoken).toBeLessThan(rawEspeak(ssml, ['-m']) - 2);
  });

  it('stops when the signal aborts and leaves no scratch behind', async () => {
    const controller = new AbortController();
    controller.abort(new Error('client left'));
    const before = readdirSync(dir).length;
    await expect(say('tr', {}, controller.signal)).rejects.toThrow('client left');
    expect(readdirSync(dir)).toHaveLength(before);
  });

  it('serves no voices, saying what to install, when espeak-ng is missing', () => {
    const missing = new EspeakEngine(processRunner, '/nonexistent/espeak-ng');
    expect(missing.voices).toEqual([]);
    expect(missing.unavailable).toBe('espeak-ng is not installed on the server (apt-get install espeak-ng).');
  });
});
