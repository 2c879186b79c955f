import { platformRenderer } from '@speechdeck/core/web/testing';
import { mtPlugin } from '../../web.ts';
import { mtMessages } from '../messages.ts';

export type { FakeCall, FakeRoutes } from '@speechdeck/core/web/testing';

/** The mt page's parts as the shell renders them, in its words (core's renderer). */
export const renderWithPlatform = platformRenderer(mtPlugin.messages, mtMessages);
