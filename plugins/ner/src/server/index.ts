import { createServerPlugin } from '@speechdeck/core/server';
import { PLUGIN_ID } from '../index.ts';

export const nerServerPlugin = createServerPlugin({ id: PLUGIN_ID, register() {} });
