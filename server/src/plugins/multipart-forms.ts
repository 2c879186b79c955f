import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { HttpError } from '@speechdeck/core/server';

const BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^\s;]+)/i;

/**
 * Multipart bodies, read by the routes that take a file (`receiveUpload`). A multipart content type
 * without its boundary is the client's mistake; busboy would throw on it inside the route.
 */
export default fp(
  async (app) => {
    await app.register(multipart);
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart() && !BOUNDARY.test(request.headers['content-type'] ?? '')) {
        throw new HttpError(400, 'The multipart/form-data content type needs its boundary parameter, e.g. multipart/form-data; boundary=xyz.');
      }
    });
  },
  { name: 'multipart-forms' },
);
