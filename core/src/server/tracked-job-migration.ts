/**
 * The SQL of a plugin migration that moves its rows' job life (`status`, `progress`, `error`
 * columns) into the platform's tracked jobs, under the ids its queue used (`<kind>/<row id>`), so a
 * job queued before the upgrade runs on and shows its state. The same on SQLite and PostgreSQL.
 */
export function jobLifeToTrackedJobs(table: string, kind: string): string {
  return `
    INSERT INTO job_states (id, kind, user_id, status, progress, error, created_at, updated_at)
      SELECT '${kind}/' || id, '${kind}', user_id, status, progress, error, created_at, created_at FROM ${table};
    ALTER TABLE ${table} DROP COLUMN status;
    ALTER TABLE ${table} DROP COLUMN progress;
    ALTER TABLE ${table} DROP COLUMN error;
  `;
}
