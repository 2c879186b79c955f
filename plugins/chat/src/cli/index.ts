import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';

export const chatCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [] });
