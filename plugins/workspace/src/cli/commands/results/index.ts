import { Command } from 'commander';
import { remove } from './delete.ts';
import { list } from './list.ts';
import { redact } from './redact.ts';
import { show } from './show.ts';

export const results = new Command('results').description('your recognition results on the host: list, show, redact, delete').addCommand(list).addCommand(show).addCommand(redact).addCommand(remove);
