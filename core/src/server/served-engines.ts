/** One capability and the engine this process serves it with, as the plugin that chose it said. */
export interface ServedEngine {
  /** 'recognition (en)', 'live recognition (en)', 'synthesis (en)', 'speaker embedding'... */
  capability: string;
  /** The engine and its model: 'whisper:tiny.en', 'pocketsphinx', 'piper:en_US-joe-medium'. */
  engine: string;
}

/**
 * Which engine serves each capability in this process, for /health and the dashboard: each plugin
 * says what it picked from the settings and the installed models when it starts.
 */
export class ServedEngines {
  private readonly served = new Map<string, string>();

  serve(capability: string, engine: string): void {
    this.served.set(capability, engine);
  }

  list(): ServedEngine[] {
    return [...this.served].map(([capability, engine]) => ({ capability, engine })).sort((a, b) => a.capability.localeCompare(b.capability));
  }
}
