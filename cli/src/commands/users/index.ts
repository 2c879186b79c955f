import { Command } from 'commander';
import { add } from './add.ts';
import { remove } from './delete.ts';
import { list } from './list.ts';
import { update } from './update.ts';

export const users = new Command('users').description('manage users (admin only)').addCommand(list).addCommand(add).addCommand(update).addCommand(remove);
