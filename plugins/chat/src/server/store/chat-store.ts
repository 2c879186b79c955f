import { randomUUID } from 'node:crypto';
import type { Generated, Kysely, PluginStore, Selectable } from '@speechdeck/core/server';
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
  create(userId: number, title: string): Promise<ConversationSummary>;
  list(userId: number): Promise<ConversationSummary[]>;
  get(userId: number, id: string): Promise<Conversation | undefined>;
  /** Appends messages in order and marks the conversation active; answers the stored ones. */
  append(userId: number, id: string, messages: readonly NewMessage[]): Promise<StoredMessage[]>;
  rename(userId: number, id: string, title: string): Promise<ConversationSummary | undefined>;
  remove(userId: number, id: string): Promise<boolean>;
}

interface ChatTables {
  chat_conversations: {
    id: string;
    /** SQLite's own rowid; a declared identity column on PostgreSQL. */
    rowid: Generated<number>;
    user_id: number;
    title: string;
    created_at: string;
    updated_at: string;
  };
  chat_messages: {
    id: Generated<number>;
    conversation_id: string;
    role: ChatRole;
    content: string;
    status: StoredMessage['status'];
    citations: string;
    grounding: string | null;
    model: string | null;
    created_at: string;
  };
}

type MessageRow = Selectable<ChatTables['chat_messages']>;

const messageOf = (row: MessageRow): StoredMessage => ({
  id: row.id, role: row.role, content: row.content, status: row.status, createdAt: row.created_at, model: row.model,
  citations: JSON.parse(row.citations) as Citation[], grounding: row.grounding ? (JSON.parse(row.grounding) as Grounding) : null,
});

/** The conversations of `userId` with their message counts. */
const summaries = (db: Kysely<ChatTables>, userId: number) =>
  db.selectFrom('chat_conversations as c')
    .where('c.user_id', '=', userId)
    .select((eb) => [
      'c.id as id', 'c.title as title', 'c.created_at as createdAt', 'c.updated_at as updatedAt',
      eb.selectFrom('chat_messages as m').whereRef('m.conversation_id', '=', 'c.id').select((count) => count.fn.countAll<number>().as('n')).as('messageCount'),
    ]);

const summaryOf = (row: { id: string; title: string; createdAt: string; updatedAt: string; messageCount: number | null }): ConversationSummary =>
  ({ ...row, messageCount: row.messageCount ?? 0 });

/** The plugin's tables, migrated first. */
export async function openChatStore(store: PluginStore, now: () => Date): Promise<ChatStore> {
  await store.migrate(chatMigrations);
  const db = store.tables<ChatTables>();
  const summary = async (userId: number, id: string) => {
    const row = await summaries(db, userId).where('c.id', '=', id).executeTakeFirst();
    return row && summaryOf(row);
  };
  return {
    async create(userId, title) {
      const id = randomUUID();
      const at = now().toISOString();
      await db.insertInto('chat_conversations').values({ id, user_id: userId, title, created_at: at, updated_at: at }).execute();
      return (await summary(userId, id))!;
    },
    async list(userId) {
      const rows = await summaries(db, userId).orderBy('c.updated_at', 'desc').orderBy('c.rowid', 'desc').execute();
      return rows.map(summaryOf);
    },
    async get(userId, id) {
      const found = await summary(userId, id);
      if (!found) return undefined;
      const messages = await db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', id).orderBy('id').execute();
      return { ...found, messages: messages.map(messageOf) };
    },
    append: (userId, id, messages) =>
      db.transaction().execute(async (trx) => {
        const at = now().toISOString();
        const touched = await trx.updateTable('chat_conversations').set({ updated_at: at }).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
        if (Number(touched.numUpdatedRows) === 0) return [];
        const stored: StoredMessage[] = [];
        // One at a time, so the ids follow the order given.
        for (const message of messages) {
          const row = await trx.insertInto('chat_messages').values({
            conversation_id: id, role: message.role, content: message.content, status: message.status ?? 'complete',
            citations: JSON.stringify(message.citations ?? []), grounding: message.grounding ? JSON.stringify(message.grounding) : null,
            model: message.model ?? null, created_at: at,
          }).returningAll().executeTakeFirstOrThrow();
          stored.push(messageOf(row));
        }
        return stored;
      }),
    async rename(userId, id, title) {
      const renamed = await db.updateTable('chat_conversations').set({ title }).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(renamed.numUpdatedRows) > 0 ? summary(userId, id) : undefined;
    },
    async remove(userId, id) {
      const removed = await db.deleteFrom('chat_conversations').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },
  };
}
