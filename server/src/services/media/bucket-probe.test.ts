import { describe, expect, it } from 'vitest';
import { bucketProbe } from './bucket-probe.ts';

/** A bucket as `stat` meets it: answering (null for a key nobody stores) or refusing the connection. */
function bucket() {
  const state = { up: true, asked: 0 };
  const media = {
    async stat() {
      state.asked++;
      if (!state.up) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
      return null;
    },
  };
  return { state, media };
}

describe('the queue\'s look at the media bucket', () => {
  it('asks a bucket that answers at most every 10 s, and one that does not at every look, saying what failed', async () => {
    const { state, media } = bucket();
    let now = 0;
    const probe = bucketProbe(media, () => now);
    await probe();
    now = 9_999;
    await probe();
    expect(state.asked).toBe(1);
    now = 10_000;
    state.up = false;
    await expect(probe()).rejects.toThrow('the media bucket cannot be reached: connect ECONNREFUSED 127.0.0.1:9000');
    await expect(probe()).rejects.toThrow(/cannot be reached/);
    expect(state.asked).toBe(3);
    state.up = true;
    await probe();
    await probe();
    expect(state.asked).toBe(4);
  });
});
