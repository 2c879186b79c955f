import { describe, expect, it } from 'vitest';
import { createPluginRegistry } from './plugin-registry.ts';
import { defineServicePlugin } from './service-plugin.ts';

const stt = defineServicePlugin({
  id: 'stt',
  routes: [{ path: 'speech', titleKey: 'stt.title' }],
  nav: [{ menu: 'services', order: 20, titleKey: 'stt.title', path: 'speech' }],
});
const speaker = defineServicePlugin({
  id: 'speaker',
  routes: [{ path: 'speaker/enroll', titleKey: 'speaker.enroll' }, { path: 'speaker/identify', titleKey: 'speaker.identify' }],
  nav: [
    { menu: 'services', order: 30, titleKey: 'speaker.identify', path: 'speaker/identify' },
    { menu: 'services', order: 10, titleKey: 'speaker.enroll', path: 'speaker/enroll' },
  ],
});

describe('defineServicePlugin', () => {
  it('refuses bad ids, bad paths and nav entries without a route', () => {
    expect(() => defineServicePlugin({ id: 'Bad_Id', routes: [], nav: [] })).toThrow(/invalid plugin id 'Bad_Id'/);
    expect(() => defineServicePlugin({ id: 'x', routes: [{ path: '/x', titleKey: 't' }], nav: [] })).toThrow(/invalid route path '\/x'/);
    expect(() => defineServicePlugin({ id: 'x', routes: [], nav: [{ menu: 'space', order: 1, titleKey: 't', path: 'x' }] })).toThrow(/does not route/);
  });
});

describe('createPluginRegistry', () => {
  it('orders each menu by its entries\' order across plugins', () => {
    const registry = createPluginRegistry([stt, speaker]);
    expect(registry.menu('services').map((e) => e.path)).toEqual(['speaker/enroll', 'speech', 'speaker/identify']);
    expect(registry.menu('space')).toEqual([]);
    expect(registry.route('speaker/identify')?.pluginId).toBe('speaker');
  });

  it('lists every plugin\'s dashboard widgets in their order, with the plugin that brings each', () => {
    const card = async () => ({ default: () => null });
    const workspace = defineServicePlugin({ id: 'workspace', routes: [], nav: [], widgets: [{ id: 'workspace-counts', order: 20, component: card }] });
    const kws = defineServicePlugin({ id: 'kws', routes: [], nav: [], widgets: [{ id: 'kws-top', order: 30, component: card }, { id: 'kws-new', order: 10, component: card }] });
    const registry = createPluginRegistry([stt, workspace, kws]);
    expect(registry.widgets.map((widget) => [widget.id, widget.pluginId])).toEqual([['kws-new', 'kws'], ['workspace-counts', 'workspace'], ['kws-top', 'kws']]);
    expect(registry.plugin('kws')).toBe(kws);
    expect(createPluginRegistry([stt]).widgets).toEqual([]);
  });

  it('refuses a widget id that is not kebab-case, or one another plugin already took', () => {
    const card = async () => ({ default: () => null });
    expect(() => defineServicePlugin({ id: 'x', routes: [], nav: [], widgets: [{ id: 'Counts', order: 1, component: card }] })).toThrow(/invalid widget id 'Counts'/);
    const one = defineServicePlugin({ id: 'one', routes: [], nav: [], widgets: [{ id: 'counts', order: 1, component: card }] });
    const two = defineServicePlugin({ id: 'two', routes: [], nav: [], widgets: [{ id: 'counts', order: 2, component: card }] });
    expect(() => createPluginRegistry([one, two])).toThrow(/widget 'counts' of plugin 'two' is already taken by plugin 'one'/);
  });

  it('fails fast on a duplicate id, a duplicate route, or a route the shell reserved', () => {
    expect(() => createPluginRegistry([stt, stt])).toThrow(/duplicate plugin id 'stt'/);
    const thief = defineServicePlugin({ id: 'thief', routes: [{ path: 'speech', titleKey: 't' }], nav: [] });
    expect(() => createPluginRegistry([stt, thief])).toThrow(/route 'speech' of plugin 'thief' is already taken by plugin 'stt'/);
    expect(() => createPluginRegistry([stt], ['speech'])).toThrow(/already taken by the shell/);
  });
});
