import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useWorkspaceStats } from './api/use-workspace-stats.ts';

/** What the user has in the system: counts and the latest recognitions with their status. */
export function WorkspaceCounts() {
  const { t, i18n } = useTranslation();
  const stats = useWorkspaceStats();
  if (stats.isPending) return <p>{t('dashboard.loading')}</p>;
  if (stats.isError) return <p role="alert">{stats.error.message}</p>;
  const { files, seconds, byStatus, recent } = stats.data;
  const running = (byStatus.queued ?? 0) + (byStatus.running ?? 0);
  const minutes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(seconds / 60);
  return (
    <>
      <dl className="facts" data-testid="dashboard-counts">
        <dt>{t('dashboard.files')}</dt>
        <dd data-testid="dashboard-files">{files}</dd>
        <dt>{t('dashboard.minutes')}</dt>
        <dd data-testid="dashboard-minutes">{minutes}</dd>
        <dt>{t('dashboard.running')}</dt>
        <dd>{running}</dd>
        <dt>{t('dashboard.failed')}</dt>
        <dd>{byStatus.failed ?? 0}</dd>
      </dl>
      {recent.length > 0 && (
        <>
          <h3>{t('dashboard.recent')}</h3>
          <ul className="link-list" data-testid="dashboard-recent">
            {recent.map((result) => (
              <li key={result.processId}>
                <Link to="/asr-workspace">{result.fn}</Link> · {t(`dashboard.status.${result.status}`)} ·{' '}
                {new Date(result.createdAt).toLocaleString(i18n.language)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
