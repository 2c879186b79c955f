import { createContext, use, useContext } from 'react';

/** A plugin's words per language, flat keys under its id: `{ en: { 'stt.title': 'Speech Recognition' }, tr: { … } }`. */
export type PluginMessages = Partial<Record<string, Record<string, string>>>;

/** Brings words the dashboard's first download does not carry: `() => import('./messages.ts').then((m) => m.sttMessages)`. */
export type MessagesLoader = () => Promise<PluginMessages>;

/**
 * How the shell adds words that arrive after start-up. It answers the same promise for the same
 * loader, resolved once the words can be shown, so components can suspend on it.
 */
export type LoadMessages = (loader: MessagesLoader) => Promise<void>;

/** Null without a shell: a component test that set up its own translations has nothing to load. */
export const MessagesContext = createContext<LoadMessages | null>(null);

/**
 * Suspends until the words `loader` brings are in the dashboard's translations. The shell does this
 * for a plugin's own pages and widgets; a component a plugin offers the others (which render it on
 * their pages) calls it for its own words.
 */
export function useMessages(loader: MessagesLoader | undefined): void {
  const load = useContext(MessagesContext);
  if (load && loader) use(load(loader));
}
