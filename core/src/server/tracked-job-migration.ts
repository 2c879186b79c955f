/** A job kind for every row, or one per row: `prefix` followed by the row's `column` ('speaker.' + kind). */
export type MigratedKind = string | { prefix: string; column: string };

/**
 * The SQL of a plugin migration that moves its rows' job life (`status`, `progress`, `error`
 * columns) into the platform's tracked jobs, under the ids its queue used (`<kind>/<row id>`), so a
 * job queued before the upgrade runs on and shows its state. The same on SQLite and PostgreSQL.
 */
export function jobLifeToTrackedJobs(table: string, kind: MigratedKind): string {
  const kindOf = typeof kind === 'string' ? `'${kind}'` : `'${kind.prefix}' || ${kind.column}`;
  return `
    INSERT INTO job_states (id, kind, user_id, status, progress, error, created_at, updated_at)
      SELECT ${kindOf} || '/' || id, ${kindOf}, user_id, status, progress, error, created_at, created_at FROM ${table};
    ALTER TABLE ${table} DROP COLUMN status;
    ALTER TABLE ${table} DROP COLUMN progress;
    ALTER TABLE ${table} DROP COLUMN error;
  `;
}
