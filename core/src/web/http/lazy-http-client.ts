import type { HttpClient, HttpClientOptions } from '../../http/http-client.ts';

/**
 * The dashboard's HTTP client, whose code (axios, and zod to check the answers) arrives with the
 * first call instead of with the dashboard: the layout and the public pages make none, and the
 * first download stays small. Same calls, same options as createHttpClient.
 */
export function createLazyHttpClient(options: HttpClientOptions): HttpClient {
  let client: Promise<HttpClient> | undefined;
  const load = () =>
    import('../../http/http-client.ts').then(({ createHttpClient }) => createHttpClient(options)).catch((error: unknown) => {
      // A chunk that failed to arrive (the network dropped) is tried again by the next call.
      client = undefined;
      throw error;
    });
  return {
    async call(endpoint, request) {
      client ??= load();
      return (await client).call(endpoint, request);
    },
  };
}
