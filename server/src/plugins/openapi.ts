import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod contract the routes validate with. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'speechdeck API', version: '0.1.0', description: 'AI speech services: accounts, recognition, speakers, synthesis and more.' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'A session token (POST /auth/login) or an API key (`sdk_...`, POST /api/keys).' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
