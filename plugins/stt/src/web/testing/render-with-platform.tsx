import { platformRenderer } from '@speechdeck/core/web/testing';
import { sttPlugin } from '../../web.ts';
import { sttMessages } from '../messages.ts';

/** The speech page's parts as the shell renders them, in its words (core's renderer). */
export const renderWithPlatform = platformRenderer(sttPlugin.messages, sttMessages);
