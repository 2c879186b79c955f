/** The environment variables the CLI reads; each overrides what the config file says. */
export const ENV = {
  /** The folder holding config.json (tests point it at a temp dir). */
  configDir: 'SPEECHDECK_CONFIG_DIR',
  /** The host's base URL. */
  apiUrl: 'SPEECHDECK_API_URL',
  /** A bearer token, used instead of the stored session. */
  token: 'SPEECHDECK_TOKEN',
} as const;

export type Env = Record<string, string | undefined>;
