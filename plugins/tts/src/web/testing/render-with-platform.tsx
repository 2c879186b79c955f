import { platformRenderer } from '@speechdeck/core/web/testing';
import { ttsPlugin } from '../../web.ts';
import { ttsMessages } from '../messages.ts';
import './jsdom-shims.ts';

export type { FakeCall, FakeRoutes } from '@speechdeck/core/web/testing';

/** The tts page's parts as the shell renders them, in its words (core's renderer). */
export const renderWithPlatform = platformRenderer(ttsPlugin.messages, ttsMessages);
