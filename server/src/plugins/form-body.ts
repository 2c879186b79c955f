import fp from 'fastify-plugin';

/**
 * Form-encoded bodies: some clients (axios among them) label a body-less POST such as
 * `/auth/resetPassword?email=` as a form, and Fastify would answer 415 to it.
 */
export default fp(
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  },
  { name: 'form-body' },
);
