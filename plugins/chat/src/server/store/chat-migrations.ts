import type { Migration } from '@speechdeck/core/server';

/**
 * Conversations per user and their messages, in order. A message's citations and grounding are
 * JSON: they are read with the message and never queried on their own.
 */
export const chatMigrations: Migration[] = [
  {
    version: 1,
    name: 'chat conversations and messages',
    sql: `
      CREATE TABLE chat_conversations (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX chat_conversations_by_user ON chat_conversations (user_id, updated_at DESC);
      CREATE TABLE chat_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        conversation_id TEXT NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('system', 'user', 'assistant')),
        content TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'complete',
        citations TEXT NOT NULL DEFAULT '[]',
        grounding TEXT,
        model TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX chat_messages_by_conversation ON chat_messages (conversation_id, id);
    `,
  },
];
