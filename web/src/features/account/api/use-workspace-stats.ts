import { useQuery } from '@tanstack/react-query';
import { useWorkspaceClient } from '@speechdeck/core/web';

/** GET /api/elastic/stats: the user's files, minutes recognized and recent jobs; refreshed while jobs run. */
export function useWorkspaceStats() {
  const workspace = useWorkspaceClient();
  return useQuery({
    queryKey: ['workspace', 'stats'],
    queryFn: () => workspace.stats(),
    refetchInterval: (query) => {
      const byStatus = query.state.data?.byStatus ?? {};
      return (byStatus.queued ?? 0) + (byStatus.running ?? 0) > 0 ? 2000 : false;
    },
  });
}
