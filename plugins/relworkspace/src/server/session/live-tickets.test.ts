import { afterEach, describe, expect, it } from 'vitest';
import { movableClock, openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import { PLUGIN_ID } from '../../index.ts';
import { liveMigrations, type LiveTables } from './live-migrations.ts';
import { LiveTickets, TICKET_SECONDS } from './live-tickets.ts';

describe.each(STORE_DIALECTS)('live tickets on %s', (dialect) => {
  let store: TestStore;
  afterEach(() => store?.close());

  async function ticketsOf() {
    store = await openTestStore(dialect);
    const plugin = store.forPlugin(PLUGIN_ID);
    await plugin.migrate(liveMigrations);
    const clock = movableClock(Date.UTC(2026, 10, 23, 9));
    const db = plugin.tables<LiveTables>();
    return { db, clock, tickets: new LiveTickets(db, clock), userId: await store.addUser() };
  }

  it('grants a ticket once, and keeps only its hash', async () => {
    const { db, clock, tickets, userId } = await ticketsOf();
    const { ticket, expiresAt } = await tickets.issue({ userId, language: 'en', speakers: true, name: 'Standup' });
    expect(expiresAt.getTime()).toBe(clock.now().getTime() + TICKET_SECONDS * 1000);
    const rows = await db.selectFrom('relworkspace_tickets').selectAll().execute();
    expect(rows).toEqual([{ ticket_hash: expect.not.stringContaining(ticket), user_id: userId, language: 'en', speakers: 1, name: 'Standup', expires_at: expiresAt.getTime() }]);

    expect(await tickets.take(ticket)).toEqual({ userId, language: 'en', speakers: true, name: 'Standup' });
    expect(await tickets.take(ticket)).toBeUndefined();
    expect(await tickets.take('')).toBeUndefined();
    expect(await tickets.take('made-up')).toBeUndefined();
    expect(await db.selectFrom('relworkspace_tickets').selectAll().execute()).toEqual([]);
  });

  it('lets exactly one of several redemptions at once win', async () => {
    const { tickets, userId } = await ticketsOf();
    const { ticket } = await tickets.issue({ userId, language: 'de', speakers: false });
    const grants = await Promise.all(Array.from({ length: 6 }, () => tickets.take(ticket)));
    expect(grants.filter((grant) => grant !== undefined)).toEqual([{ userId, language: 'de', speakers: false }]);
  });

  it('refuses an expired ticket, and sweeps expired ones when it issues another', async () => {
    const { db, clock, tickets, userId } = await ticketsOf();
    const late = await tickets.issue({ userId, language: 'en', speakers: false });
    const stale = await tickets.issue({ userId, language: 'en', speakers: false });
    clock.advance(TICKET_SECONDS * 1000);
    expect(await tickets.take(late.ticket)).toBeUndefined();
    const fresh = await tickets.issue({ userId, language: 'en', speakers: false });
    expect(await db.selectFrom('relworkspace_tickets').select('expires_at').execute()).toEqual([{ expires_at: fresh.expiresAt.getTime() }]);
    expect(await tickets.take(stale.ticket)).toBeUndefined();
    expect(await tickets.take(fresh.ticket)).toMatchObject({ userId });
  });
});
