import * as jose from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens.ts';

// The real jwtVerify, counted: how often a signature is checked is what these tests are about.
vi.mock('jose', async (importOriginal) => {
  const actual = await importOriginal<typeof import('jose')>();
  return { ...actual, jwtVerify: vi.fn(actual.jwtVerify) };
});

const secret = new TextEncoder().encode('a test secret of more than thirty-two characters');
const claims = { userId: 7, role: 'USER' as const, tokenVersion: 2 };
let at: number;
const tokens = () => createAccessTokens(secret, 3600, () => new Date(at));

beforeEach(() => {
  at = Date.UTC(2026, 0, 1);
  vi.mocked(jose.jwtVerify).mockClear();
});

describe('access tokens', () => {
  it("check a session's signature once, not on every request", async () => {
    const access = tokens();
    const token = await access.issue(claims);
    for (let request = 0; request < 5; request++) expect(await access.verify(token)).toEqual(claims);
    expect(jose.jwtVerify).toHaveBeenCalledTimes(1);
  });

  it('refuse a token once it expires, though it was verified before', async () => {
    const access = tokens();
    const token = await access.issue(claims);
    expect(await access.verify(token)).toEqual(claims);
    at += 3599_000;
    expect(await access.verify(token)).toEqual(claims);
    at += 1000;
    expect(await access.verify(token)).toBeNull();
    expect(await access.verify(token)).toBeNull();
  });

  it('refuse a tampered token or one signed with another key, every time it comes', async () => {
    const access = tokens();
    const token = await access.issue(claims);
    const [head, , signature] = token.split('.');
    const raised = `${head}.${Buffer.from(JSON.stringify({ role: 'ADMIN', tv: 2, sub: '7', iss: 'speechdeck', exp: at / 1000 + 60 })).toString('base64url')}.${signature}`;
    const foreign = await createAccessTokens(new TextEncoder().encode('another secret of more than thirty-two characters'), 3600, () => new Date(at)).issue(claims);
    for (const bad of [raised, foreign, raised, foreign]) expect(await access.verify(bad)).toBeNull();
    expect(await access.verify(token)).toEqual(claims);
  });
});
