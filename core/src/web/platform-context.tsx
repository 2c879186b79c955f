import { createContext, useContext } from 'react';
import type { HttpClient } from '../http/http-client.ts';
import type { SessionStore } from '../session/session.ts';
import type { SampleBus } from './sample-bus.ts';

/** What the shell hands every page: the one HTTP client, the session and the sample bus. */
export interface Platform {
  http: HttpClient;
  session: SessionStore;
  samples: SampleBus;
}

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs the shell\'s <PlatformContext.Provider>');
  return platform;
}
