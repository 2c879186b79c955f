import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigFile, configDir } from './config-file.ts';
import { EXIT_CODES } from '../errors/exit-codes.ts';

describe('configDir', () => {
  it('prefers SPEECHDECK_CONFIG_DIR, then an absolute XDG_CONFIG_HOME, then ~/.config', () => {
    expect(configDir({ SPEECHDECK_CONFIG_DIR: '/tmp/own', XDG_CONFIG_HOME: '/xdg' })).toBe('/tmp/own');
    expect(configDir({ XDG_CONFIG_HOME: '/xdg' })).toBe('/xdg/speechdeck');
    expect(configDir({ XDG_CONFIG_HOME: 'relative/path' })).toBe(join(homedir(), '.config', 'speechdeck'));
    expect(configDir({})).toBe(join(homedir(), '.config', 'speechdeck'));
  });
});

describe('ConfigFile', () => {
  const dirs: string[] = [];
  const fileIn = (sub = '') => {
    const dir = mkdtempSync(join(tmpdir(), 'speechdeck-config-'));
    dirs.push(dir);
    return ConfigFile.at(join(dir, sub));
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('reads a missing file as empty', () => {
    expect(fileIn().read()).toEqual({});
  });

  it('creates the folder 0700 and the file 0600, and reads back what it wrote', () => {
    const file = fileIn('nested/speechdeck');
    file.write({ server: 'http://127.0.0.1:9000', session: { access_token: 't' } });
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
    expect(statSync(join(file.path, '..')).mode & 0o777).toBe(0o700);
    expect(file.read()).toEqual({ server: 'http://127.0.0.1:9000', session: { access_token: 't' } });
  });

  it('tightens the mode of a file it replaces', () => {
    const file = fileIn();
    writeFileSync(file.path, '{}', { mode: 0o644 });
    file.update((config) => ({ ...config, server: 'http://x.test' }));
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
  });

  it('keeps keys it does not know', () => {
    const file = fileIn();
    writeFileSync(file.path, JSON.stringify({ server: 'http://a.test', recognize: { concurrency: 4 } }));
    file.update((config) => ({ ...config, server: 'http://b.test' }));
    expect(JSON.parse(readFileSync(file.path, 'utf8'))).toEqual({ server: 'http://b.test', recognize: { concurrency: 4 } });
  });

  it('says which file is broken and what to do (exit 1)', () => {
    const file = fileIn();
    writeFileSync(file.path, '{ not json');
    expect(() => file.read()).toThrowError(
      expect.objectContaining({ exitCode: EXIT_CODES.FAILURE, message: `The config file ${file.path} is not valid JSON: fix or delete it.` }),
    );
    writeFileSync(file.path, JSON.stringify({ server: 42 }));
    expect(() => file.read()).toThrowError(expect.objectContaining({ exitCode: EXIT_CODES.FAILURE, message: expect.stringContaining('server') }));
  });
});
