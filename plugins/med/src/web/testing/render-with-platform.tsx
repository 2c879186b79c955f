import { platformRenderer } from '@speechdeck/core/web/testing';
import { medPlugin } from '../../web.ts';
import { medMessages } from '../messages.ts';

export type { FakeCall, FakeRoutes } from '@speechdeck/core/web/testing';

/** The med page's parts as the shell renders them, in its words (core's renderer). */
export const renderWithPlatform = platformRenderer(medPlugin.messages, medMessages);
