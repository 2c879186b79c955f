import { Suspense, type ComponentType } from 'react';
import { LoadingState, type PluginRegistry, type RegisteredWidget } from '@speechdeck/core/web';
import { useShell } from '../../app/shell-context.tsx';
import { pluginComponent } from '../plugins/plugin-component.tsx';

/** Each widget's component is made once, so a re-render of the dashboard does not load it again. */
const components = new WeakMap<RegisteredWidget, ComponentType>();

function widgetComponent(widget: RegisteredWidget, registry: PluginRegistry): ComponentType {
  let component = components.get(widget);
  if (!component) components.set(widget, (component = pluginComponent(widget.component, registry.plugin(widget.pluginId)?.loadMessages)));
  return component;
}

/** The cards plugins add to the dashboard (what the user has in each service), in their order, each loaded on its own. */
export function DashboardWidgets() {
  const { registry } = useShell();
  return registry.widgets.map((widget) => {
    const Widget = widgetComponent(widget, registry);
    return (
      <Suspense key={widget.id} fallback={<LoadingState />}>
        <Widget />
      </Suspense>
    );
  });
}
