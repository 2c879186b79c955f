import OpenAI from 'openai';
import { speakerPlugins } from '@speechdeck/plugin-speaker/server';
import { confirmedUser, startTestHost, type ServiceOverride, type TestHost } from '@speechdeck/testing';
import { openaiServerPlugin } from '../index.ts';

/** The plugins /v1 needs: the workspace (results), the speaker plugin (enrolled voices), this one. */
export const openaiPlugins = [...speakerPlugins, openaiServerPlugin] as const;

export interface OpenAiCaller {
  id: number;
  /** A login session's token: for the platform's own calls (keys are made from a session). */
  token: string;
  /** An API key (`sdk_...`), as a script or tool holds it. */
  key: string;
  client: OpenAI;
}

/** A confirmed user with an API key made through /api/keys, and the official client on it over loopback. */
export async function openAiCaller(host: TestHost, email: string): Promise<OpenAiCaller> {
  const { token, id } = await confirmedUser(host, email);
  const response = await fetch(`${host.url}/api/keys`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'openai-client' }),
  });
  if (!response.ok) throw new Error(`POST /api/keys answered ${response.status}: ${await response.text()}`);
  const { key } = (await response.json()) as { key: string };
  return { id, token, key, client: clientFor(host, key) };
}

/** The official client, no retries (a refusal is what the test looks at). */
export const clientFor = (host: TestHost, apiKey: string) => new OpenAI({ apiKey, baseURL: `${host.url}/v1`, maxRetries: 0, timeout: 60_000 });

export const startOpenAiHost = (overrides: readonly ServiceOverride<unknown>[] = []) => startTestHost({ plugins: [...openaiPlugins], overrides: [...overrides] });
