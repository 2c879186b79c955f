import { randomUUID } from 'node:crypto';
import type { PluginDatabase } from '@speechdeck/core/server';
import type { ChatRole, Citation, Conversation, ConversationSummary, Grounding, StoredMessage } from '../../contract/chat-api.ts';
import { chatMigrations } from './chat-migrations.ts';

export interface NewMessage {
  role: ChatRole;
  content: string;
  status?: StoredMessage['status'];
  citations?: readonly Citation[];
  grounding?: Grounding | null;
  model?: string | null;
}

/**
 * The conversations of each user. Every call takes the owner's id: another user's conversation is
 * answered like an unknown one.
 */
export interface ChatStore {
  create(userId: number, title: string): ConversationSummary;
  list(userId: number): ConversationSummary[];
  get(userId: number, id: string): Conversation | undefined;
  /** Appends messages in order and marks the conversation active; answers the stored ones. */
  append(userId: number, id: string, messages: readonly NewMessage[]): StoredMessage[];
  rename(userId: number, id: string, title: string): ConversationSummary | undefined;
  remove(userId: number, id: string): boolean;
}

interface ConversationRow { id: string; title: string; created_at: string; updated_at: string; message_count: number }
interface MessageRow { id: number; role: ChatRole; content: string; status: StoredMessage['status']; citations: string; grounding: string | null; model: string | null; created_at: string }

const summaryOf = (row: ConversationRow): ConversationSummary => ({
  id: row.id, title: row.title, createdAt: row.created_at, updatedAt: row.updated_at, messageCount: row.message_count,
});
const messageOf = (row: MessageRow): StoredMessage => ({
  id: row.id, role: row.role, content: row.content, status: row.status, createdAt: row.created_at, model: row.model,
  citations: JSON.parse(row.citations) as Citation[], grounding: row.grounding ? (JSON.parse(row.grounding) as Grounding) : null,
});

/** The plugin's tables, migrated first. */
export function openChatStore(database: PluginDatabase, now: () => Date): ChatStore {
  database.migrate(chatMigrations);
  const { db } = database;
  const summarySql = `SELECT c.id, c.title, c.created_at, c.updated_at,
      (SELECT count(*) FROM chat_messages m WHERE m.conversation_id = c.id) AS message_count
    FROM chat_conversations c`;
  const q = {
    insert: db.prepare('INSERT INTO chat_conversations (id, user_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?)'),
    list: db.prepare<[number], ConversationRow>(`${summarySql} WHERE c.user_id = ? ORDER BY c.updated_at DESC, c.rowid DESC`),
    summary: db.prepare<[number, string], ConversationRow>(`${summarySql} WHERE c.user_id = ? AND c.id = ?`),
    messages: db.prepare<[string], MessageRow>('SELECT * FROM chat_messages WHERE conversation_id = ? ORDER BY id'),
    addMessage: db.prepare<unknown[], MessageRow>(`INSERT INTO chat_messages (conversation_id, role, content, status, citations, grounding, model, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`),
    touch: db.prepare('UPDATE chat_conversations SET updated_at = ? WHERE id = ?'),
    rename: db.prepare('UPDATE chat_conversations SET title = ? WHERE user_id = ? AND id = ?'),
    remove: db.prepare('DELETE FROM chat_conversations WHERE user_id = ? AND id = ?'),
  };
  const summary = (userId: number, id: string) => {
    const row = q.summary.get(userId, id);
    return row && summaryOf(row);
  };
  return {
    create(userId, title) {
      const id = randomUUID();
      const at = now().toISOString();
      q.insert.run(id, userId, title, at, at);
      return summary(userId, id)!;
    },
    list: (userId) => q.list.all(userId).map(summaryOf),
    get(userId, id) {
      const found = summary(userId, id);
      return found && { ...found, messages: q.messages.all(id).map(messageOf) };
    },
    append: (userId, id, messages) =>
      db.transaction(() => {
        if (!q.summary.get(userId, id)) return [];
        const at = now().toISOString();
        q.touch.run(at, id);
        return messages.map((message) => messageOf(q.addMessage.get(
          id, message.role, message.content, message.status ?? 'complete', JSON.stringify(message.citations ?? []),
          message.grounding ? JSON.stringify(message.grounding) : null, message.model ?? null, at,
        )!));
      })(),
    rename: (userId, id, title) => (q.rename.run(title, userId, id).changes > 0 ? summary(userId, id) : undefined),
    remove: (userId, id) => q.remove.run(userId, id).changes > 0,
  };
}
