import type { MessagesLoader } from '@speechdeck/core/web';

/** The workspace's words beyond its title; one loader, so the shell loads them once for every page that needs them. */
export const loadWorkspaceMessages: MessagesLoader = () => import('./messages.ts').then((module) => module.workspaceMessages);
