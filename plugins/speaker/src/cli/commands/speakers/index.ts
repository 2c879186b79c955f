import { Command } from 'commander';
import { remove } from './delete.ts';
import { enroll } from './enroll.ts';
import { identify } from './identify.ts';
import { list } from './list.ts';

export const speakers = new Command('speakers')
  .description('your enrolled speakers on the host: list, enroll, identify, delete')
  .addCommand(list)
  .addCommand(enroll)
  .addCommand(identify)
  .addCommand(remove);
