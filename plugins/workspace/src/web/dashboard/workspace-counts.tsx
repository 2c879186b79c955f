import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@speechdeck/core/web';
import { useStats } from '../api/get-stats.ts';

/** The workspace's card on the dashboard: the user's counts and latest recognitions with their status. */
export default function WorkspaceCounts() {
  const { t, i18n } = useTranslation();
  const stats = useStats();
  if (stats.isPending) return <LoadingState label={t('workspace.dashboard.loading')} />;
  if (stats.isError) return <ErrorState message={stats.error.message} />;
  const { files, seconds, byStatus, recent } = stats.data;
  const running = (byStatus.queued ?? 0) + (byStatus.running ?? 0);
  const minutes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(seconds / 60);
  return (
    <>
      <dl className="facts" data-testid="dashboard-counts">
        <dt>{t('workspace.dashboard.files')}</dt>
        <dd data-testid="dashboard-files">{files}</dd>
        <dt>{t('workspace.dashboard.minutes')}</dt>
        <dd data-testid="dashboard-minutes">{minutes}</dd>
        <dt>{t('workspace.dashboard.running')}</dt>
        <dd>{running}</dd>
        <dt>{t('workspace.dashboard.failed')}</dt>
        <dd>{byStatus.failed ?? 0}</dd>
      </dl>
      {recent.length > 0 && (
        <>
          <h3>{t('workspace.dashboard.recent')}</h3>
          <ul className="link-list" data-testid="dashboard-recent">
            {recent.map((result) => (
              <li key={result.processId}>
                <a href="#/asr-workspace">{result.fn}</a> · {t(`workspace.status.${result.status}`)} ·{' '}
                {new Date(result.createdAt).toLocaleString(i18n.language)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
