import { describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../errors/exit-codes.ts';
import { confirmDeletion } from './confirm-deletion.ts';

describe('confirmDeletion', () => {
  it('deletes without asking, or describing, with --yes', async () => {
    const describe = vi.fn(async () => 'user #7');
    await expect(confirmDeletion({ yes: true, kind: 'a user', describe })).resolves.toBeUndefined();
    expect(describe).not.toHaveBeenCalled();
  });

  it('asks a script (no terminal) for --yes before loading anything (exit 2)', async () => {
    const describe = vi.fn(async () => 'user #7');
    await expect(confirmDeletion({ yes: false, kind: 'a user', describe })).rejects.toMatchObject({
      exitCode: EXIT_CODES.USAGE,
      message: 'Deleting a user needs confirmation: pass --yes.',
    });
    expect(describe).not.toHaveBeenCalled();
  });
});
