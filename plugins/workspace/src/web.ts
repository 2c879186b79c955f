import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';
import { loadWorkspaceMessages } from './web/load-messages.ts';

/** Dashboard registration: /asr-workspace, loaded lazily, and the user's counts on the dashboard. */
export const workspacePlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'asr-workspace', titleKey: 'workspace.title', access: 'user', page: () => import('./web/workspace-page.tsx') },
  ],
  nav: [
    { menu: 'space', order: 20, titleKey: 'workspace.title', path: 'asr-workspace' },
  ],
  messages: {
    en: { 'workspace.title': 'ASR Workspace' },
    tr: { 'workspace.title': 'ASR Çalışma Alanı' },
  },
  loadMessages: loadWorkspaceMessages,
  widgets: [
    { id: 'workspace-counts', order: 10, component: () => import('./web/dashboard/workspace-counts.tsx') },
  ],
});

// What the workspace offers the other plugins' pages that show results: the player's and the
// transcript's words, the transcript, the downloads, the chooser of a result to read (and the text
// box's limit of the pages that read typed text instead), and its /api/elastic calls (one cache for every page).
export { TranscriptView } from './web/transcript/lazy-transcript.tsx';
export { ResultDownloads } from './web/downloads/result-downloads.tsx';
export { ResultChooser, type ResultChooserLabels } from './web/files/result-chooser.tsx';
export { hasTranscript } from './web/files/has-transcript.ts';
export { CharacterLimit, type CharacterLimitLabels } from './web/input/character-limit.tsx';
export { MomentPlayer, type PlayRequest } from './web/viewer/moment-player.tsx';
export type { TranscriptLabels, TranscriptViewProps } from './web/transcript/transcript-view.tsx';
export { useResultLabels } from './web/use-result-labels.ts';
export { useWorkspaceClient } from './web/use-workspace-client.ts';
export { workspaceKeys } from './web/api/query-keys.ts';
export { getResultQueryOptions, useResult } from './web/api/get-result.ts';
export { getResultsQueryOptions, useResults } from './web/api/get-results.ts';
export { searchByKeywordQueryOptions, searchByKeywordText, useSearchByKeyword } from './web/api/search-by-keyword.ts';
export { getMediaUrlQueryOptions, useMediaUrl } from './web/api/get-media-url.ts';
