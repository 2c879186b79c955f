import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceApi, type WorkspaceClient } from '../../index.ts';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';

/** GET /api/elastic/getRespBySpknameFromElastic?spk=: Segments of a speaker. */
export const searchBySpeakerText = workspaceApi.bySpeaker.query!.shape.spk;

export const searchBySpeaker = (client: WorkspaceClient, spk: string) => client.bySpeaker(spk);

export const searchBySpeakerQueryOptions = (client: WorkspaceClient, spk: string) =>
  queryOptions({ queryKey: workspaceKeys.bySpeaker(spk), queryFn: () => searchBySpeaker(client, spk) });

export function useSearchBySpeaker(spk: string | null) {
  const client = useWorkspaceClient();
  return useQuery({ ...searchBySpeakerQueryOptions(client, spk ?? ''), enabled: spk !== null });
}
