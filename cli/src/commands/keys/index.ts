import { Command } from 'commander';
import { create } from './create.ts';
import { list } from './list.ts';
import { revoke } from './revoke.ts';

export const keys = new Command('keys')
  .description('manage your API keys (from a login session; a key cannot manage keys)')
  .addCommand(create).addCommand(list).addCommand(revoke);
