import { act, cleanup, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { defineServicePlugin } from '@speechdeck/core/web';
import { createShellRegistry } from '../../app/registry.ts';
import { LOGGED_IN, renderWithShell } from '../../test/render-with-shell.tsx';
import { DashboardWidgets } from './dashboard-widgets.tsx';

afterEach(cleanup);

function Card({ name }: { name: string }) {
  const { t } = useTranslation();
  return <p>{t(`demo.${name}`)}</p>;
}

const demo = defineServicePlugin({
  id: 'demo',
  routes: [],
  nav: [],
  loadMessages: async () => ({ en: { 'demo.second': 'Second card', 'demo.first': 'First card' } }),
  widgets: [
    { id: 'demo-second', order: 20, component: async () => ({ default: () => <Card name="second" /> }) },
    { id: 'demo-first', order: 10, component: async () => ({ default: () => <Card name="first" /> }) },
  ],
});

describe('DashboardWidgets', () => {
  it('shows every plugin\'s widgets in their order, each with its plugin\'s words loaded', async () => {
    const registry = createShellRegistry([demo]);
    // In act, so React retries what suspended on the words once they are in (as a browser does by itself).
    await act(async () => {
      renderWithShell(<DashboardWidgets />, { registry, stored: LOGGED_IN, path: '/dashboard' });
    });
    await screen.findByText('Second card');
    expect(screen.getAllByText(/card$/).map((card) => card.textContent)).toEqual(['First card', 'Second card']);
  });
});
