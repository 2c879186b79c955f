import { describe, expect, it, vi } from 'vitest';
import { defineServicePlugin } from '@speechdeck/core/web';
import { browserStorage } from '../session/browser-storage.ts';
import { createInlineI18n } from './create-i18n.ts';
import { initialLanguage, LANGUAGE_STORAGE_KEY } from './languages.ts';
import { mergePluginMessages } from './merge-messages.ts';
import { lateMessages, pluginMessagesLoader } from './plugin-messages.ts';

const plugin = defineServicePlugin({
  id: 'demo',
  routes: [{ path: 'demo', titleKey: 'demo.title' }],
  nav: [],
  messages: { en: { 'demo.title': 'Demo', 'nav.home': 'Stolen' }, tr: { 'demo.title': 'Deneme' } },
});

describe('i18n', () => {
  it('merges plugin titles under their own keys without overriding the shell', () => {
    const merged = mergePluginMessages({ nav: { home: 'Home' } }, [plugin.messages], 'en');
    expect(merged).toEqual({ nav: { home: 'Home' }, demo: { title: 'Demo' } });
  });

  it('shows a missing key itself, in either language', () => {
    const i18n = createInlineI18n({ en: { nav: { home: 'Home' } }, tr: {} }, [plugin]);
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.t('demo.title')).toBe('Demo');
    expect(i18n.t('nav.nothing')).toBe('nav.nothing');
    void i18n.changeLanguage('tr');
    expect(i18n.t('nav.home')).toBe('nav.home');
    expect(i18n.t('demo.title')).toBe('Deneme');
  });

  it('adds a plugin\'s lazily loaded words once, to the languages there are, without overriding the shell', async () => {
    const i18n = createInlineI18n({ en: { nav: { home: 'Home' } } }, [plugin]);
    const loader = vi.fn(async () => ({ en: { 'demo.more': 'More', 'nav.home': 'Stolen' }, tr: { 'demo.more': 'Daha fazla' } }));
    const load = pluginMessagesLoader(i18n);
    expect(load(loader)).toBe(load(loader));
    await load(loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18n.t('demo.more')).toBe('More');
    expect(i18n.t('nav.home')).toBe('Home');
    // Turkish has no file yet: it must not get a bundle (that would stop its file from loading)...
    expect(i18n.hasResourceBundle('tr', 'translation')).toBe(false);
    // ...and gets the words when its file arrives.
    expect(mergePluginMessages({}, lateMessages(i18n), 'tr')).toEqual({ demo: { more: 'Daha fazla' } });
  });

  it('starts in the remembered language, else the browser\'s, else English', () => {
    expect(initialLanguage('tr', ['en-US'])).toBe('tr');
    expect(initialLanguage(null, ['de-DE', 'tr-TR'])).toBe('tr');
    expect(initialLanguage('xx', ['de-DE'])).toBe('en');
  });

  it('keeps the chosen language when a logout clears the storage', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'tr');
    localStorage.setItem('access_token', 'token');
    browserStorage(localStorage).clear();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('tr');
  });
});
