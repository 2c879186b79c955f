import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import speechdeck from './eslint-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-output/**', 'web/public/**', 'models/installed/**'] },
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
    files: ['**/*.tsx', 'web/**/*.ts', 'plugins/*/src/web/**', 'core/src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // One rule for every class of file (plugin isomorphic, web, server, cli; core; shell; host; CLI;
  // the test kit; test support in a package's testing folders): scripts/eslint-boundaries.js says
  // what each may import.
  {
    files: ['plugins/*/src/**', 'core/src/**', 'web/src/**', 'server/src/**', 'cli/src/**', 'testing/src/**', 'engines/src/**'],
    plugins: { speechdeck },
    rules: { 'speechdeck/boundaries': 'error' },
  },
  // Tests run in Node whatever they test (loopback servers, temp files, a test host with plugins).
  // Test support (testing folders, the kit) is code other tests build on: it keeps the rule.
  { files: ['**/*.test.ts', '**/*.test.tsx', 'web/e2e/**', 'core/src/**/type-tests/**'], rules: { 'speechdeck/boundaries': 'off' } },
);
