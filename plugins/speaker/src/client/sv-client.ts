import { callEndpoint, type HttpClient } from '@speechdeck/core';
import { svApi } from '../contract/sv-api.ts';

export type SvClient = ReturnType<typeof createSvClient>;

/** The multipart calls take a FormData with the recording in the field `file` (enroll also takes `spk` there). */
export function createSvClient(http: HttpClient) {
  return {
    speakers: (userId?: number) => callEndpoint(http, svApi.getSpeakers, { query: { userId } }),
    enroll: (form: FormData, query: { spk?: string; userId?: number } = {}) => callEndpoint(http, svApi.enroll, { query, body: form }),
    enrollment: (id: string) => callEndpoint(http, svApi.enrollment, { params: { id } }),
    deleteSpeaker: (spk: string, userId?: number) => callEndpoint(http, svApi.delSpeaker, { query: { spk, userId } }),
    /** Answers the name, or 'unknown'; pass an `id` to read the full answer with `identification(id)`. */
    recognize: (form: FormData, query: { id?: string; userId?: number } = {}) => callEndpoint(http, svApi.recognize, { query, body: form }),
    identification: (id: string) => callEndpoint(http, svApi.identification, { params: { id } }),
    diarize: (form: FormData, query: { speakers?: number; userId?: number } = {}) => callEndpoint(http, svApi.diarize, { query, body: form }),
    diarization: (id: string) => callEndpoint(http, svApi.diarization, { params: { id } }),
    track: (form: FormData, query: { speakers?: number; userId?: number } = {}) => callEndpoint(http, svApi.track, { query, body: form }),
    tracking: (id: string) => callEndpoint(http, svApi.tracking, { params: { id } }),
    analyses: () => callEndpoint(http, svApi.analyses, {}),
    analysisAudio: (id: string) => callEndpoint(http, svApi.analysisAudio, { params: { id } }),
    saveAnalysis: (id: string) => callEndpoint(http, svApi.saveAnalysis, { params: { id } }),
    deleteAnalysis: (id: string) => callEndpoint(http, svApi.deleteAnalysis, { params: { id } }),
  };
}
