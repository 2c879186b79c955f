import { callEndpoint, type HttpClient } from '@speechdeck/core';
import { workspaceApi } from '../contract/workspace-api.ts';

type Page = { limit?: number; offset?: number; userId?: number };

export type WorkspaceClient = ReturnType<typeof createWorkspaceClient>;

export function createWorkspaceClient(http: HttpClient) {
  const api = workspaceApi;
  return {
    /** A URL for an <audio>/<video> element, carrying a one-hour media token. */
    mediaUrl: async (processId: string) => (await callEndpoint(http, api.mediaToken, { query: { processId } })).url,
    loadAudio: (processId: string) => callEndpoint(http, api.loadAudio, { params: { x: processId } }),
    editSegment: (processId: string, position: number, change: { text?: string; spk?: string }) =>
      callEndpoint(http, api.editSegment, { query: { processId, position }, body: change }),
    renameSpeaker: (processId: string, from: string, to: string) => callEndpoint(http, api.renameSpeaker, { query: { processId, from, to } }),
    byKeyword: (kw: string, page: Page = {}) => callEndpoint(http, api.byKeyword, { query: { kw, ...page } }),
    bySpeaker: (spk: string, page: Page = {}) => callEndpoint(http, api.bySpeaker, { query: { spk, ...page } }),
    bySentence: (sent: string, page: Page = {}) => callEndpoint(http, api.bySentence, { query: { sent, ...page } }),
    byOa: (oa: string, page: Page = {}) => callEndpoint(http, api.byOa, { query: { oa, ...page } }),
    all: (page: Page = {}) => callEndpoint(http, api.all, { query: page }),
    byFileName: (fn: string, page: Page = {}) => callEndpoint(http, api.byFileName, { query: { fn, ...page } }),
    fileNames: (page: Pick<Page, 'userId'> = {}) => callEndpoint(http, api.fileNames, { query: page }),
    byProcessId: (processId: string) => callEndpoint(http, api.byProcessId, { query: { processId } }),
    remove: (processId: string) => callEndpoint(http, api.remove, { query: { processId } }),
    /** Personal data replaced by tags in the text and silenced in the audio; the original kept as a result of its own only when asked. */
    redact: (processId: string, options: { keepOriginal?: boolean; userId?: number } = {}) =>
      callEndpoint(http, api.redact, { query: { processId, ...options } }),
    stats: () => callEndpoint(http, api.stats),
  };
}

export type WorkspaceSearchKind = 'kw' | 'spk' | 'sent' | 'oa' | 'fn';
