import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const require = createRequire(import.meta.url);

/**
 * The English medical word list of `@cspell/dict-medicalterms` (GPL-3.0-or-later), read from the
 * installed package as it is shipped: this repository holds no copy of it. About 98,000 entries,
 * proper names and brand names among them; no categories.
 */
export async function readCspellMedicalTerms(): Promise<string[]> {
  const root = dirname(require.resolve('@cspell/dict-medicalterms/cspell-ext.json'));
  const text = (await promisify(gunzip)(await readFile(join(root, 'dict', 'medicalterms-en.txt.gz')))).toString('utf8');
  return text.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
}
