import fp from 'fastify-plugin';
import { createSqliteResultsStore } from './sqlite-results-store.ts';

export default fp(
  async (app) => {
    app.decorate('results', createSqliteResultsStore(app.db, () => app.clock.now()));
  },
  { name: 'results', dependencies: ['config', 'database'] },
);
