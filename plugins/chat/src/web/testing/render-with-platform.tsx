import { platformRenderer } from '@speechdeck/core/web/testing';
import { chatPlugin } from '../../web.ts';
import { chatMessages } from '../messages.ts';

export type { FakeCall, FakeRoutes } from '@speechdeck/core/web/testing';

/** The chat page's parts as the shell renders them, in its words (core's renderer). */
export const renderWithPlatform = platformRenderer(chatPlugin.messages, chatMessages);
