import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint rules, including the layer boundaries of DESIGN.md §3 / STYLE.md habit 2:
 * client ↛ server, server ↛ client, shared ↛ either. The one crossing allowed is `import type` of the
 * server's types into the client.
 */
const layer = (name, forbidden, { allowTypeImports = false } = {}) => ({
  files: [`src/${name}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((other) => ({
          // `regex`, not `group`: gitignore syntax reads a leading `#` as a comment.
          regex: `^(#${other}/|(\\.\\./)+(src/)?${other}/)`,
          message: `src/${name} must not import from src/${other} (DESIGN.md §3 layers).`,
          allowTypeImports,
        })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  layer('client', ['server'], { allowTypeImports: true }),
  layer('server', ['client']),
  layer('shared', ['client', 'server']),
  { files: ['scripts/**', 'bench/**', 'e2e/**', 'tests/**', '*.config.{js,ts}'], rules: { 'no-console': 'off' } },
  // Formatting is Prettier's (`prettier --check` in `npm run lint`): no lint rule may disagree with it.
  prettier,
);
