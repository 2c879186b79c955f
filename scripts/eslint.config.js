import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NODE_BUILTINS = ['fs', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'net', 'stream', 'url', 'util', 'worker_threads', 'zlib', 'dns', 'events'];
const noNode = { regex: `^(node:|(${NODE_BUILTINS.join('|')})(/|$))`, message: 'Browser code must not import Node modules.' };
const noReact = { regex: '^(react|react-dom|react-router-dom|@tanstack/react-query|react-i18next)(/|$)', message: 'Node-side code must not import React.' };

const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-output/**', 'web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'web/**/*.ts', 'plugins/*/src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Plugins import only core (and their own files and third-party packages).
  {
    files: ['plugins/*/src/**'],
    rules: {
      'no-restricted-imports': restrict(
        { regex: '^@speechdeck/(?!core(/|$))', message: 'A plugin imports only @speechdeck/core.' },
        { regex: '^(\\.\\./)+(core|server|web|cli|plugins|[a-z-]+/src)(/|$)', message: 'A plugin imports only its own files.' },
      ),
    },
  },
  // The browser side of plugins: no Node modules, no server code.
  {
    files: ['plugins/*/src/web.ts', 'plugins/*/src/web/**', 'plugins/*/src/index.ts', 'plugins/*/src/contract/**', 'plugins/*/src/client/**'],
    rules: {
      'no-restricted-imports': restrict(
        { regex: '^@speechdeck/(?!core(/|$))', message: 'A plugin imports only @speechdeck/core.' },
        { regex: '^@speechdeck/core/server', message: 'Browser and isomorphic code must not import the server contract.' },
        noNode,
      ),
    },
  },
  // The shell uses plugins only through their registration entry point, never their internals.
  {
    files: ['web/src/**'],
    rules: {
      'no-restricted-imports': restrict(
        { regex: '^@speechdeck/plugin-[^/]+(/(?!web$).*)?$', message: 'The shell imports a plugin only through @speechdeck/plugin-x/web.' },
        { regex: '^@speechdeck/(server|cli)(/|$)', message: 'The dashboard is a client of the HTTP contract only.' },
        { regex: '^@speechdeck/core/server', message: 'Browser code must not import the server contract.' },
        noNode,
      ),
    },
  },
  // Isomorphic core: neither Node modules nor React.
  {
    files: ['core/src/contract/**', 'core/src/http/**', 'core/src/session/**', 'core/src/clients/**', 'core/src/plugin/**', 'core/src/index.ts'],
    rules: { 'no-restricted-imports': restrict(noNode, noReact) },
  },
  { files: ['core/src/web/**'], rules: { 'no-restricted-imports': restrict(noNode) } },
  { files: ['cli/src/**', 'server/src/**', 'core/src/server/**'], rules: { 'no-restricted-imports': restrict(noReact) } },
  // Tests run in Node whatever they test (loopback servers, temp files).
  { files: ['**/*.test.ts', '**/*.test.tsx', 'web/e2e/**'], rules: { 'no-restricted-imports': 'off' } },
);
