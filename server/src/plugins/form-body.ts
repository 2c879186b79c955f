import fp from 'fastify-plugin';

/**
 * Bodies of POSTs that carry their values in the query, such as `/auth/resetPassword?email=` or
 * `/api/elastic/editResponseFromElastic?position=&processId=&text=`: clients send them with no
 * body or label an empty one as JSON, text or a form (axios among them). Fastify would answer 400
 * to an empty JSON body and 415 to a form; here an empty JSON or text body counts as no body, and
 * a form is read into an object.
 */
export default fp(
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
    const json = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') done(null, undefined);
      else json(request, body as string, done);
    });
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body === '' ? undefined : body));
  },
  { name: 'form-body' },
);
