import { platformRenderer } from '@speechdeck/core/web/testing';
import { vcPlugin } from '../../web.ts';
import { vcMessages } from '../messages.ts';

export type { FakeCall, FakeRoutes } from '@speechdeck/core/web/testing';

/** The /vc page's parts as the shell renders them, in its words (core's renderer). */
export const renderWithPlatform = platformRenderer(vcPlugin.messages, vcMessages);
