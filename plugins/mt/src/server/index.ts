import { createServerPlugin } from '@speechdeck/core/server';
import { PLUGIN_ID } from '../index.ts';

export const mtServerPlugin = createServerPlugin({ id: PLUGIN_ID, register() {} });
