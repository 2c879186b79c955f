import { createServerPlugin } from '@speechdeck/core/server';
import { PLUGIN_ID } from '../index.ts';

export const relworkspaceServerPlugin = createServerPlugin({ id: PLUGIN_ID, register() {} });
