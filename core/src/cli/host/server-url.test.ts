import { describe, expect, it } from 'vitest';
import { CliError } from '../errors/cli-error.ts';
import { EXIT_CODES } from '../errors/exit-codes.ts';
import { DEFAULT_SERVER, resolveServer, serverUrl } from './server-url.ts';

describe('resolveServer', () => {
  it('takes --server, then SPEECHDECK_API_URL, then the config file, then the default', () => {
    const env = { SPEECHDECK_API_URL: 'http://env.test' };
    expect(resolveServer('http://flag.test', 'http://config.test', env)).toEqual({ url: 'http://flag.test', source: 'option' });
    expect(resolveServer(undefined, 'http://config.test', env)).toEqual({ url: 'http://env.test', source: 'env' });
    expect(resolveServer(undefined, 'http://config.test', {})).toEqual({ url: 'http://config.test', source: 'config' });
    expect(resolveServer(undefined, undefined, { SPEECHDECK_API_URL: '' })).toEqual({ url: DEFAULT_SERVER, source: 'default' });
  });

  it('drops trailing slashes and keeps a path prefix', () => {
    expect(serverUrl.parse('https://speech.example.org/api/')).toBe('https://speech.example.org/api');
  });

  it('names the setting that holds a bad URL (usage error)', () => {
    const bad = () => resolveServer(undefined, undefined, { SPEECHDECK_API_URL: 'ftp://files.test' });
    expect(bad).toThrowError(CliError);
    expect(bad).toThrowError(/SPEECHDECK_API_URL/);
    expect(() => resolveServer('not a url', undefined, {})).toThrowError(
      expect.objectContaining({ exitCode: EXIT_CODES.USAGE, message: expect.stringContaining('--server') }),
    );
  });
});
