import type { Generated, Kysely } from '@speechdeck/core/server';
import type { RoleName } from '@speechdeck/core';
import type { JobStatus } from '@speechdeck/core/server';

/** The host's own tables (platform-migrations.ts), as Kysely sees them on either store. */
export interface PlatformTables {
  users: {
    id: Generated<number>;
    email: string;
    first_name: Generated<string>;
    last_name: Generated<string>;
    password_hash: string;
    role: RoleName;
    active: Generated<number>;
    confirmed: Generated<number>;
    employee_id: number | null;
    token_version: Generated<number>;
    created_at: string;
  };
  one_time_tokens: {
    token_hash: string;
    user_id: number;
    purpose: 'confirm' | 'reset';
    expires_at: string;
    used_at: string | null;
    replaced_at: string | null;
    registration: string | null;
  };
  jobs: {
    id: string;
    kind: string;
    user_id: number | null;
    payload: string;
    status: JobStatus;
    attempts: Generated<number>;
    lease_owner: string | null;
    lease_until: number | null;
    error: string | null;
    /** Calls (1) are taken before jobs (0). */
    priority: Generated<number>;
    /** Runs it may have; null: the queue's own number. */
    max_attempts: number | null;
    /** What a call answered (JSON), or its error's detail. */
    outcome: string | null;
    created_at: string;
    updated_at: string;
    /** SQLite's implicit row id; a column of its own on PostgreSQL: the order jobs were queued in. */
    rowid: Generated<number>;
  };
  job_states: {
    id: string;
    kind: string;
    user_id: number;
    status: JobStatus;
    progress: Generated<number>;
    stage: string | null;
    error: string | null;
    /** The process (`host/pid/uuid`) running it as a call in its own slot, outside any queue; null for a queued job. */
    call_owner: string | null;
    created_at: string;
    updated_at: string;
  };
  api_keys: {
    id: Generated<number>;
    user_id: number;
    name: string;
    /** SHA-256 (hex) of the whole secret; the secret itself is never stored. */
    secret_hash: string;
    created_at: string;
    last_used_at: string | null;
  };
  platform_secrets: { name: string; value: string };
  host_processes: { owner: string; role: string; started_at: string; seen_at: number };
  schema_migrations: { owner: string; version: number; name: string; applied_at: string };
}

export type PlatformDb = Kysely<PlatformTables>;
