import { useQuery } from '@tanstack/react-query';
import { mediaUrlQuery, useWorkspaceClient } from '@speechdeck/core/web';

/** A URL the <audio> element can play the result's audio from (it carries a media token). */
export function useMediaUrl(processId: string | null) {
  const workspace = useWorkspaceClient();
  return useQuery({ ...mediaUrlQuery(workspace, processId ?? ''), enabled: processId !== null });
}
