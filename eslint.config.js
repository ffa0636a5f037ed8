import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SHARED_WITH_SERVER } from './src/shared-with-server.ts';

/** Shared layers every area may use; they use no area (nor the app that assembles them). */
const LAYERS = ['lib', 'ui', 'config'];
/** Folders of src/ that are not areas: the app that assembles them, the styles, the unit tests' harness. */
const NOT_AREAS = ['app', 'styles', 'test', ...LAYERS];
/**
 * The product's areas, every other folder of src/, read from disk so a new area is bound by the
 * rules from its first file: each is reached by others only through its public entry, index.ts.
 */
const AREAS = readdirSync(fileURLToPath(new globalThis.URL('./src', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_AREAS.includes(entry.name))
  .map((entry) => entry.name);

const areaBoundaries = AREAS.flatMap((area) =>
  AREAS.filter((other) => other !== area).map((other) => ({
    target: `./src/${area}`,
    from: `./src/${other}`,
    except: ['./index.ts'],
    message: `${area}/ reaches ${other}/ only through src/${other}/index.ts (its public entry).`,
  })),
);
/**
 * prerender/ renders the app's own routes at build time, as main.tsx starts them in the browser:
 * it stands above app/ rather than beside the areas, so it may use app/'s routes and areas.
 */
const APP_USERS = ['prerender'];
/**
 * app/ assembles the areas; an area uses of it only the store-typed hooks, so nothing an area holds
 * depends on how the app is put together. What areas share lives in lib/, ui/, config/ or an
 * area's index.ts (HTTP outcomes, for one, are lib/http/http-events.ts).
 */
const appBoundaries = AREAS.filter((area) => !APP_USERS.includes(area)).map((area) => ({
  target: `./src/${area}`,
  from: './src/app',
  except: ['./hooks.ts'],
  message: `${area}/ uses of src/app/ only app/hooks.ts (useAppDispatch, useAppSelector); what areas share lives in lib/, ui/, config/ or an area's index.ts.`,
}));
const layerBoundaries = LAYERS.map((layer) => ({
  target: `./src/${layer}`,
  from: [...AREAS, 'app'].map((area) => `./src/${area}`),
  message: `src/${layer}/ is shared by every area and imports none of them.`,
}));

/**
 * The token has one owner, src/session/session-token.ts: it alone reads, writes and removes the
 * stored token and judges its expiry, so that every check runs on one clock. Other code gets the
 * token from the injected sessionToken; the composition root alone touches the browser's storage
 * (it hands it to lib/session-store.ts); lib/auth-token.ts reads who a token names.
 */
const TOKEN_RESTRICTIONS = [
  {
    allowedIn: ['src/session/session-token.ts'],
    selector: "CallExpression[callee.property.name=/^(get|set|remove)(Local)?Item$/] > Literal[value='token']",
    message: 'Only src/session/session-token.ts reads or writes the stored token: use the injected sessionToken.',
  },
  {
    allowedIn: ['src/session/session-token.ts', 'src/lib/auth-token.ts'],
    selector: "ImportDeclaration[source.value='jwt-decode']",
    message: "Tokens are read in two places: who they name (src/lib/auth-token.ts) and when they expire (src/session/session-token.ts, on the session's one clock).",
  },
  {
    allowedIn: ['src/app/browser-dependencies.ts'],
    selector: 'Identifier[name=/^(localStorage|sessionStorage)$/]',
    message: 'The browser storages reach the app as the injected session store (lib/session-store.ts), and the token as sessionToken.',
  },
];
const restrictionsOutside = (file) =>
  TOKEN_RESTRICTIONS.filter(({ allowedIn }) => !allowedIn.includes(file)).map(({ selector, message }) => ({ selector, message }));
const TOKEN_ALLOWANCES = [...new Set(TOKEN_RESTRICTIONS.flatMap(({ allowedIn }) => allowedIn))];
const tokenOwnership = [
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests set up storage and tokens as a browser would have them.
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', ...TOKEN_ALLOWANCES],
    rules: { 'no-restricted-syntax': ['error', ...restrictionsOutside(null)] },
  },
  ...TOKEN_ALLOWANCES.map((file) => ({ files: [file], rules: { 'no-restricted-syntax': ['error', ...restrictionsOutside(file)] } })),
];

/** The app is built without the mock server: nothing in src/, its tests included, reaches into mock-api/. */
const appWithoutServer = {
  target: './src',
  from: './mock-api',
  message: 'src/ does not import mock-api/; shared test data lives in fixtures/.',
};

/**
 * The mock API's layers (mock-api/index.ts describes them), each importing only those listed
 * before it: a store that knows no HTTP, HTTP helpers that know no route, and so on.
 */
const MOCK_API_LAYERS = ['store', 'http', 'auth', 'domain', 'history', 'team', 'seed', 'routes', 'json-server'];
const mockApiLayerBoundaries = MOCK_API_LAYERS.map((layer, index) => ({
  target: `./mock-api/${layer}`,
  from: [...MOCK_API_LAYERS.slice(index + 1).map((later) => `./mock-api/${later}`), './mock-api/testing', './mock-api/server.ts', './mock-api/main.ts', './mock-api/index.ts'],
  message: `mock-api/${layer}/ uses only the layers below it (${MOCK_API_LAYERS.slice(0, index).join(', ') || 'none'}); see mock-api/index.ts.`,
}));
/** The mock API runs only the src/ modules listed in src/shared-with-server.ts. */
const serverSharesOnlyListed = {
  target: './mock-api',
  from: './src',
  except: SHARED_WITH_SERVER,
  message: 'mock-api/ imports from src/ only the modules listed in src/shared-with-server.ts (add it there, and say so in its first line).',
};
/** title-cli, the scripts, the feature suite and the contract tests use the mock API through its public entry. */
const mockApiEntry = {
  target: ['./cli', './scripts', './features', './contracts'],
  from: './mock-api',
  except: ['./index.ts', './testing/index.ts'],
  message: 'Outside mock-api/, import the mock API from mock-api/index.ts, its public entry (tests: mock-api/testing/index.ts).',
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', '.tmp/', 'node_modules/', 'reports/', '.data/', 'coverage/', 'contracts/pacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // Only relevant to the React Compiler, which this project does not use.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // A relative import names its file, extension and all: Node runs the mock API and title-cli
    // as TypeScript itself (type stripping), and it finds no file by a name without one.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: { 'import-x/extensions': ['error', 'ignorePackages', { checkTypeImports: true }] },
  },
  {
    // Boundaries the code keeps (import-x: a maintained fork of eslint-plugin-import with flat
    // config support); tests may reach into what they test.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { 'import-x': importX },
    // The TypeScript settings (extensions, parser) matter: without them import-x follows only
    // .js files, and no-cycle silently checked nothing.
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...areaBoundaries, ...appBoundaries, ...layerBoundaries, appWithoutServer] }],
    },
  },
  {
    // The hydration test is the one exception: it starts the real app server to serve the
    // prerendered pages it checks.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    ignores: ['src/prerender/hydration.test.ts'],
    plugins: { 'import-x': importX },
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [appWithoutServer] }] },
  },
  ...tokenOwnership,
  {
    // Every form adopts what the browser put in its fields (src/ui/form.tsx); Formik's own Form would not.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/form.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'formik', importNames: ['Form'], message: "Use Form from src/ui/form.tsx: it adopts values the browser filled in before the app took over." }] },
      ],
    },
  },
  {
    files: ['mock-api/**/*.ts', 'cli/**/*.ts', 'scripts/**/*.ts', 'features/**/*.ts', 'contracts/**/*.ts'],
    // Tests may set up through any layer they test.
    ignores: ['mock-api/**/*.test.ts', 'mock-api/hardening/**', 'mock-api/testing/**'],
    plugins: { 'import-x': importX },
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...mockApiLayerBoundaries, mockApiEntry, serverSharesOnlyListed] }],
    },
  },
  {
    files: ['cli/bin.js', 'scripts/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
