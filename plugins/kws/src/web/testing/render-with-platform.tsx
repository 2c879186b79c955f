import { platformRenderer } from '@speechdeck/core/web/testing';
import { kwsPlugin } from '../../web.ts';
import { kwsMessages } from '../messages.ts';

export type { FakeCall, FakeRoutes } from '@speechdeck/core/web/testing';

/** The kws page's parts as the shell renders them, in its words (core's renderer). */
export const renderWithPlatform = platformRenderer(kwsPlugin.messages, kwsMessages);
