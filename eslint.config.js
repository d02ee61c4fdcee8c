import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint rules, including the boundaries of docs/architecture.md ("Rooms and what each may import"):
 * 1. layers: client ↛ server, server ↛ client, shared ↛ either (DESIGN.md §3); the one crossing is
 *    `import type` of the server's types into the client;
 * 2. a server feature is entered from outside only through its `index.ts`; only the composition root
 *    `src/server/app.ts` mounts a feature's `*.routes.ts`;
 * 3. `engine/`, `lib/`, `db/` and `jobs/` never import `features/` (they are the floors features stand on);
 *    `auth/` never imports `middleware/` (the rate-limit counters both use are lib/rate-limit);
 * 4. client features do not import each other, nor do the shared client rooms import features, except
 *    the short allow-list below (app-wide queries);
 * 5. no import cycles (`import-x/no-cycle`; type-only imports are erased at run time and not counted);
 * 6. the engine's rooms (engineRooms below): entered through their index.ts, from outside the engine
 *    (bench/, scripts/ and e2e/ too) and from each other; each imports only the rooms below it, and the
 *    judge never the writer.
 * Tests may reach into a feature's internals: rules 2–4 and 6 leave `*.test.ts(x)` and `testing/` folders out.
 * tests/lint-boundaries.test.ts proves each rule fires.
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

// no-restricted-paths matches `except` globs against absolute paths.
const root = fileURLToPath(new URL('.', import.meta.url));
const abs = (glob) => `${root}${glob}`;

const featuresOf = (side) =>
  readdirSync(new URL(`./src/${side}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const serverFeatures = featuresOf('server');
const clientFeatures = featuresOf('client');

/**
 * Client modules any client room may import from another feature: the signed-in user (the `me` query
 * and what signing out or in needs), the public app config, and the lists other pages pick from.
 */
export const CLIENT_SHARED_MODULES = [
  'auth/api/get-me.ts',
  'auth/hooks/use-forget-user.ts',
  'auth/utils/destinations.ts',
  'config/api/get-config.ts',
  'config/hooks/use-contact-email.ts',
  'campaigns/api/get-campaigns.ts',
  'prospects/api/get-prospects.ts',
];
/** The allow-list as one glob (the rule takes only globs as exceptions to a glob zone). */
const clientShared = abs(`src/client/features/{${CLIENT_SHARED_MODULES.join(',')}}`);

const tests = ['**/*.test.{ts,tsx}', '**/testing/**'];

/**
 * The engine's rooms (docs/architecture.md, "The engine's rooms"), each entered through its index.ts,
 * and the rooms each may import, lowest floor first; the engine's entry (`engine/*.ts`) and threads/
 * stand on top. The judge never imports the writer: a judge that shared the writer's phrases would
 * pass the writer.
 */
const engineRooms = {
  language: [],
  rows: ['language'],
  providers: [],
  judge: ['language', 'rows'],
  write: ['language', 'rows', 'judge', 'providers'],
  batch: ['language', 'rows', 'providers', 'write'],
  estimate: ['language', 'rows', 'providers', 'write'],
};
/** threads/ stands beside the entry (the batch workers' half of generateDraft): both may import every room. */
const roomNames = [...Object.keys(engineRooms), 'threads'];
const room = (name) => `src/server/engine/${name}/**`;

/** Outside the engine (the rest of the server, bench/, scripts/, e2e/): the engine's entries only. */
const engineEntries = {
  target: ['src/server/!(engine)/**', 'src/server/*.ts', 'bench/**', 'scripts/**', 'e2e/**'],
  from: 'src/server/engine/**',
  except: [abs('src/server/engine/{index.ts,*/index.ts,**/testing/**}')],
  message: 'enter the engine through engine/index.ts or a room’s index.ts (engine/<room>/index.ts), not its internals.',
};

const engineZones = [
  engineEntries,
  {
    target: room('judge'),
    from: room('write'),
    message: 'the judge never imports the writer (write/): move what both read to language/ or rows/.',
  },
  ...Object.keys(engineRooms).map((name) => ({
    target: room(name),
    from: [
      ...roomNames.filter((other) => other !== name && !engineRooms[name].includes(other)).map(room),
      'src/server/engine/*.ts',
    ].filter((from) => !(name === 'judge' && from === room('write'))), // the zone above says it
    message: `engine/${name} may import only ${engineRooms[name].join(', ') || 'no other room'} of the engine's rooms (docs/architecture.md).`,
  })),
  ...roomNames.map((name) => ({
    target: [`src/server/engine/!(${name})/**`, 'src/server/engine/*.ts'],
    from: room(name),
    // Exceptions must be globs when `from` is one: `@(index).ts` is index.ts. ProviderConfigError is
    // importable alone, for the offline composer's InstructionError: through providers/index.ts the
    // draft threads would load the AI SDK they never call.
    except: [abs(`src/server/engine/${name}/@(${name === 'providers' ? 'index|config-error' : 'index'}).ts`)],
    message: `enter engine/${name} through its index.ts.`,
  })),
];

const serverZones = [
  ...serverFeatures.map((feature) => ({
    target: `src/server/features/${feature}/**`,
    from: 'src/server/features/*/**',
    except: [abs(`src/server/features/${feature}/**`), abs('src/server/features/*/index.ts')],
    message: `enter another feature through its index.ts (features/${feature} reaches into its internals).`,
  })),
  {
    target: ['src/server/!(features)/**', 'src/server/!(app).ts'],
    from: 'src/server/features/*/**',
    except: [abs('src/server/features/*/index.ts')],
    message: 'enter a feature through its index.ts; only src/server/app.ts mounts *.routes.ts.',
  },
  {
    target: 'src/server/app.ts',
    from: 'src/server/features/*/**',
    except: [abs('src/server/features/*/index.ts'), abs('src/server/features/*/*.routes.ts')],
    message: 'app.ts mounts *.routes.ts; anything else of a feature comes through its index.ts.',
  },
  {
    target: ['src/server/engine/**', 'src/server/lib/**', 'src/server/db/**', 'src/server/jobs/**'],
    from: ['src/server/features/**', 'src/server/{app,event-subscribers,index,start,worker,workers}.ts'],
    message: 'engine/, lib/, db/ and jobs/ sit below the features and the roots: they never import them.',
  },
  {
    target: 'src/server/auth/**',
    from: 'src/server/middleware/**',
    message: 'auth/ sits below the request pipeline: it never imports middleware/ (what both need is in lib/).',
  },
  ...engineZones,
];

const clientZones = [
  ...clientFeatures.map((feature) => ({
    target: `src/client/features/${feature}/**`,
    from: 'src/client/features/*/**',
    except: [abs(`src/client/features/${feature}/**`), clientShared],
    message: `client features do not import each other (features/${feature}); compose them in app/, or move the shared piece to components/ or lib/.`,
  })),
  {
    target: ['src/client/components/**', 'src/client/lib/**', 'src/client/hooks/**', 'src/client/config/**'],
    from: 'src/client/features/**',
    except: [clientShared],
    message: 'components/, lib/, hooks/ and config/ serve every feature: they never import one.',
  },
];

const importSettings = {
  // The plugin's TypeScript settings (parsers, .ts/.tsx extensions): without them no-cycle skips every .ts file.
  ...importX.flatConfigs.typescript.settings,
  'import-x/resolver': undefined,
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
};

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
  // Copied as written into the build: a classic script the browser runs before any module.
  {
    files: ['src/client/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      // One select style across the app (issue 14, item 15): the shared Select (components/ui/select.tsx,
      // LabelledSelect, SelectField), never a native one that looks and behaves differently.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='select']",
          message: 'Use the shared Select (LabelledSelect or SelectField), not a native <select>.',
        },
      ],
    },
  },
  layer('client', ['server'], { allowTypeImports: true }),
  layer('server', ['client']),
  layer('shared', ['client', 'server']),
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: tests,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: tests,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: clientZones }] },
  },
  {
    files: ['bench/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    ignores: tests,
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [engineEntries] }] },
  },
  { files: ['scripts/**', 'bench/**', 'e2e/**', 'tests/**', '*.config.{js,ts}'], rules: { 'no-console': 'off' } },
  // Formatting is Prettier's (`prettier --check` in `npm run lint`): no lint rule may disagree with it.
  prettier,
);
