import { platformRenderer } from '@speechdeck/core/web/testing';
import { splitterPlugin } from '../../web.ts';
import { splitterMessages } from '../messages.ts';

export type { FakeCall, FakeRoutes } from '@speechdeck/core/web/testing';

/** The splitter page's parts as the shell renders them, in its words (core's renderer). */
export const renderWithPlatform = platformRenderer(splitterPlugin.messages, splitterMessages);
