import { lazy, type ComponentType } from 'react';
import { useMessages, type LazyComponent, type MessagesLoader } from '@speechdeck/core/web';

/**
 * A plugin's lazily loaded page or widget, rendered once both its code and its words have arrived.
 * Both downloads start together. Made once per route or widget, when the shell is built.
 */
export function pluginComponent(load: LazyComponent, loadMessages: MessagesLoader | undefined): ComponentType {
  let code: ReturnType<LazyComponent> | undefined;
  const loadCode = () => (code ??= load());
  const Component = lazy(loadCode);
  return function PluginComponent() {
    // Started before suspending on the words, so the code does not wait for them.
    void loadCode();
    useMessages(loadMessages);
    return <Component />;
  };
}
