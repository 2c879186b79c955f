import type { PluginDatabase } from '@speechdeck/core/server';
import { createAnalysisStore, type AnalysisStore } from './analysis-store.ts';
import { createEnrollmentStore, type EnrollmentStore } from './enrollment-store.ts';
import { createIdentificationStore, type IdentificationStore } from './identification-store.ts';
import { speakerMigrations } from './speaker-migrations.ts';
import { createSpeakerStore, type SpeakerStore } from './speaker-store.ts';

export interface SpeakerStores {
  speakers: SpeakerStore;
  enrollments: EnrollmentStore;
  identifications: IdentificationStore;
  analyses: AnalysisStore;
  /** Runs `work` as one transaction (an enrollment's clip and its result are stored together). */
  transaction<T>(work: () => T): T;
}

/** The speaker plugin's tables, migrated first. */
export function openSpeakerStores(database: PluginDatabase): SpeakerStores {
  database.migrate(speakerMigrations);
  const { db } = database;
  return {
    speakers: createSpeakerStore(db),
    enrollments: createEnrollmentStore(db),
    identifications: createIdentificationStore(db),
    analyses: createAnalysisStore(db),
    transaction: (work) => db.transaction(work)(),
  };
}
