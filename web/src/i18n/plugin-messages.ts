import type { i18n as I18n } from 'i18next';
import type { LoadMessages, MessagesLoader, PluginMessages } from '@speechdeck/core/web';
import { mergePluginMessages, type Messages } from './merge-messages.ts';

interface Loaded {
  /** The words that arrived so far, merged into every language file that arrives later. */
  messages: PluginMessages[];
  /** One promise per loader, so a component suspending on it sees the same one each render, failed or not. */
  pending: Map<MessagesLoader, Promise<void>>;
}

const byInstance = new WeakMap<I18n, Loaded>();

function loadedOf(i18n: I18n): Loaded {
  let loaded = byInstance.get(i18n);
  if (!loaded) byInstance.set(i18n, (loaded = { messages: [], pending: new Map() }));
  return loaded;
}

/** The plugins' words loaded after start-up, for the language files still to come. */
export function lateMessages(i18n: I18n): readonly PluginMessages[] {
  return loadedOf(i18n).messages;
}

/**
 * Adds a plugin's lazily loaded words to the languages i18next already has (the others get them
 * when their file arrives, see createBrowserI18n). Never overrides a key the shell has.
 */
export function pluginMessagesLoader(i18n: I18n): LoadMessages {
  const loaded = loadedOf(i18n);
  return (loader) => {
    let promise = loaded.pending.get(loader);
    if (!promise) {
      promise = loader().then((messages) => {
        loaded.messages.push(messages);
        for (const language of Object.keys(messages)) {
          // A language without its bundle yet must stay without: adding one would stop its file from loading.
          if (!i18n.hasResourceBundle(language, 'translation')) continue;
          const current = i18n.getResourceBundle(language, 'translation') as Messages;
          i18n.addResourceBundle(language, 'translation', mergePluginMessages(current, [messages], language), false, true);
        }
      });
      // A failed download stays failed until the page is reloaded: pages suspend on this promise, and
      // a new one on each render would request the file again and again (after a deploy, forever).
      loaded.pending.set(loader, promise);
    }
    return promise;
  };
}
