import { createServiceRef } from '@speechdeck/core/server';
import type { ChatBackend } from './chat-backend.ts';

/** The chat server the completions are relayed to (configured or not). */
export const chatBackendRef = createServiceRef<ChatBackend>({ id: 'chat.backend' });
