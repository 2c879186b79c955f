import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createWorkspaceClient } from '@speechdeck/core';
import { usePlatform } from '@speechdeck/core/web';

/** GET /api/elastic/stats: the user's files, minutes recognized and recent jobs; refreshed while jobs run. */
export function useWorkspaceStats() {
  const { http } = usePlatform();
  const workspace = useMemo(() => createWorkspaceClient(http), [http]);
  return useQuery({
    queryKey: ['workspace', 'stats'],
    queryFn: () => workspace.stats(),
    refetchInterval: (query) => {
      const byStatus = query.state.data?.byStatus ?? {};
      return (byStatus.queued ?? 0) + (byStatus.running ?? 0) > 0 ? 2000 : false;
    },
  });
}
