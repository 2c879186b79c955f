import { Command } from 'commander';
import { get } from './get.ts';
import { set } from './set.ts';

export const config = new Command('config').description('show or change settings (config file and environment)').addCommand(get).addCommand(set);
