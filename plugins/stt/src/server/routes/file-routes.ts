import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError, ownedResult, registerEndpoint, withoutMedia, type ServerContext } from '@speechdeck/core/server';
import { sttApi } from '../../contract/stt-api.ts';
import { probeStored, receiveMedia } from '../media-upload.ts';

import { contentTypeOf, fileNameFor, formatResult } from '../export/format-result.ts';
import { safeFetchStream, safeFetchToFile } from '../fetch/safe-fetch.ts';

/** Uploads, links, and exports (spec §7 /api/stt). */
export async function fileRoutes(app: FastifyInstance, context: ServerContext) {
  const fetchOptions = () => ({
    maxBytes: context.limits.fetchMaxBytes,
    timeoutMs: context.limits.fetchTimeoutMs,
    allowLoopback: context.limits.fetchAllowLoopback,
  });

  registerEndpoint(app, sttApi.uploadFile, async (request) => {
    const upload = await receiveMedia(context, request, request.authUser!.id);
    return { fn: upload.storedName, originalName: upload.originalName, bytes: upload.bytes, duration: upload.duration };
  });

  registerEndpoint(app, sttApi.uploadLink, async (request) => {
    const storedName = `${randomBytes(16).toString('hex')}.media`;
    const path = join(context.mediaDir(request.authUser!.id), storedName);
    const fetched = await safeFetchToFile(request.query.link, path, fetchOptions());
    const probed = await probeStored(context, { path });
    return { fn: storedName, originalName: fetched.fileName ?? storedName, bytes: fetched.bytes, duration: probed.duration };
  });

  registerEndpoint(app, sttApi.downloadVideo, async (request, reply) => {
    const fetched = await safeFetchStream(request.query.link, fetchOptions());
    reply.header('content-type', fetched.contentType ?? 'application/octet-stream');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-disposition', `attachment; filename="${(fetched.fileName ?? 'media').replace(/[^\w.-]/g, '_')}"`);
    if (fetched.contentLength !== null) reply.header('content-length', fetched.contentLength);
    return reply.send(fetched.stream);
  });

  registerEndpoint(app, sttApi.toSrt, async (request, reply) => {
    context.actingUserId(request, request.body.userId);
    const { json } = request.body;
    const result = typeof json === 'string' ? withoutMedia(ownedResult(context, request, json)) : json;
    if (result.status !== 'done') throw new HttpError(409, `The result is ${result.status}, not done yet.`);
    return reply.type(contentTypeOf('srt')).send(formatResult(result, 'srt'));
  });

  registerEndpoint(app, sttApi.exportResult, async (request, reply) => {
    const result = withoutMedia(ownedResult(context, request, request.params.id));
    if (result.status !== 'done') throw new HttpError(409, `The result is ${result.status}, not done yet.`);
    const { format } = request.query;
    return reply
      .type(contentTypeOf(format))
      .header('content-disposition', `attachment; filename="${fileNameFor(result, format)}"`)
      .send(formatResult(result, format));
  });
}
