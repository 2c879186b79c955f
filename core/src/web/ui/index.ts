// The UI kit for plugin pages and the shell: one look, one behaviour, exported once.

export * from './kit-context.tsx';
export * from './page-title.tsx';
export * from './button.tsx';
export * from './states.tsx';
export * from './progress-bar.tsx';
export * from './progress-step.tsx';
export * from './file-drop-zone.tsx';
export * from './tabs.tsx';
export * from './lazy-view.tsx';
export * from './use-scroll-into-view.ts';
export * from './dialog/dialog.tsx';
export * from './dialog/confirm-dialog.tsx';
export * from './recent-list.tsx';
export * from './form/text-field.tsx';
export * from './form/link-field.tsx';
export * from './form/select-field.tsx';
export * from './form/submit-button.tsx';
export * from './form/use-form.ts';
export * from './toast/notify.ts';
