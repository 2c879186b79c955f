import { confirmedUser, startTestHost, type TestHost, type TestHostOptions } from '@speechdeck/testing';
import { speakerPlugins } from '../index.ts';

export interface SpeakerHost {
  host: TestHost;
  ann: { token: string; id: number };
  bob: { token: string; id: number };
}

/** A test host with the speaker plugins (unless `options` names others) and two users: Ann, and Bob whose data must never mix with hers. */
export async function startSpeakerHost(options: TestHostOptions = {}): Promise<SpeakerHost> {
  const host = await startTestHost({ plugins: speakerPlugins, ...options });
  return { host, ann: await confirmedUser(host, 'ann@example.com'), bob: await confirmedUser(host, 'bob@example.com') };
}
