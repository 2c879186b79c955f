import type { PluginStore } from '@speechdeck/core/server';
import { createAnalysisStore, type AnalysisStore } from './analysis-store.ts';
import { createEnrollmentStore, type EnrollmentStore } from './enrollment-store.ts';
import { createIdentificationStore, type IdentificationStore } from './identification-store.ts';
import { speakerMigrations } from './speaker-migrations.ts';
import { createSpeakerStore, type SpeakerStore } from './speaker-store.ts';
import type { SpeakerTables } from './speaker-tables.ts';
import type { StoreContext } from './store-context.ts';

export interface SpeakerTableStores {
  speakers: SpeakerStore;
  enrollments: EnrollmentStore;
  identifications: IdentificationStore;
  analyses: AnalysisStore;
}

export interface SpeakerStores extends SpeakerTableStores {
  /**
   * Runs `work` as one transaction over the stores it is given (an enrollment's clip and its
   * result are stored together). Store work only: on SQLite every other query waits for it.
   */
  transaction<T>(work: (stores: SpeakerTableStores) => Promise<T>): Promise<T>;
}

const storesOver = (context: StoreContext): SpeakerTableStores => ({
  speakers: createSpeakerStore(context),
  enrollments: createEnrollmentStore(context),
  identifications: createIdentificationStore(context),
  analyses: createAnalysisStore(context),
});

/** The speaker plugin's tables, migrated first. */
export async function openSpeakerStores(store: PluginStore): Promise<SpeakerStores> {
  await store.migrate(speakerMigrations);
  const { dialect } = store;
  const db = store.tables<SpeakerTables>();
  return {
    ...storesOver({ db, dialect }),
    transaction: (work) => db.transaction().execute((trx) => work(storesOver({ db: trx, dialect }))),
  };
}
