import { platformRenderer } from '@speechdeck/core/web/testing';
import { nerPlugin } from '../../web.ts';
import { nerMessages } from '../messages.ts';

/** The ner page's parts as the shell renders them, in its words (core's renderer). */
export const renderWithPlatform = platformRenderer(nerPlugin.messages, nerMessages);
