import { clientGone, HttpError } from '@speechdeck/core/server';
import { ownedResult, withoutMedia } from '@speechdeck/plugin-workspace/server';
import { contentTypeOf, fileNameFor, formatResult } from '@speechdeck/plugin-workspace';
import { sttApi } from '../../contract/stt-api.ts';
import type { SttDeps } from '../stt-deps.ts';

/** Uploads, links, and exports (spec §7 /api/stt). */
export function fileRoutes(deps: SttDeps): void {
  const { http, auth, intake, results } = deps;

  http.route(sttApi.uploadFile, async (request) => {
    const upload = await intake.receive(request, { userId: request.authUser!.id });
    return { fn: upload.storedName, originalName: upload.originalName, bytes: upload.bytes, duration: upload.duration };
  });

  http.route(sttApi.uploadLink, async (request) => {
    const fetched = await intake.fetchLink(request.query.link, { userId: request.authUser!.id });
    return { fn: fetched.storedName, originalName: fetched.fileName ?? fetched.storedName, bytes: fetched.bytes, duration: fetched.duration };
  });

  http.route(sttApi.downloadVideo, async (request, reply) => {
    // Fetched whole before answering: a link past the size or time limit gets its 413 or 504, not a
    // 200 cut short. A client that leaves stops the fetch. It lands in the work dir and is never
    // stored: nothing is kept.
    const fetched = await intake.fetchToOpenFile(request.query.link, { userId: request.authUser!.id, signal: clientGone(reply) });
    reply.header('content-type', fetched.contentType ?? 'application/octet-stream');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-disposition', `attachment; filename="${(fetched.fileName ?? 'media').replace(/[^\w.-]/g, '_')}"`);
    reply.header('content-length', fetched.bytes);
    return reply.send(fetched.file.createReadStream());
  });

  http.route(sttApi.toSrt, async (request, reply) => {
    auth.actingUserId(request, request.body.userId);
    const { json } = request.body;
    const result = typeof json === 'string' ? withoutMedia(await ownedResult(results, request, json)) : json;
    if (result.status !== 'done') throw new HttpError(409, `The result is ${result.status}, not done yet.`);
    return reply.type(contentTypeOf('srt')).send(formatResult(result, 'srt'));
  });

  http.route(sttApi.exportResult, async (request, reply) => {
    const result = withoutMedia(await ownedResult(results, request, request.params.id));
    if (result.status !== 'done') throw new HttpError(409, `The result is ${result.status}, not done yet.`);
    const { format } = request.query;
    return reply
      .type(contentTypeOf(format))
      .header('content-disposition', `attachment; filename="${fileNameFor(result, format)}"`)
      .send(formatResult(result, format));
  });
}
