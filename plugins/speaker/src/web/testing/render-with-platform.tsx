import { platformRenderer } from '@speechdeck/core/web/testing';
import { speakerPlugin } from '../../web.ts';
import { analyzerMessages } from '../analyzer/analyzer-messages.ts';
import { speakerMessages } from '../messages.ts';

export type { FakeCall, FakeRoutes } from '@speechdeck/core/web/testing';

/** The speaker pages' parts as the shell renders them, in their words (core's renderer). */
export const renderWithPlatform = platformRenderer(speakerPlugin.messages, speakerMessages, analyzerMessages);
