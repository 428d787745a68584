import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { oneOperationPerRoute } from './eslint/one-operation-per-route.js';

/**
 * Besides the usual checks, this config enforces the one-way arrows of docs/architecture.md: src/shared
 * imports neither side, src/client never imports src/server and src/server never src/client; inside
 * src/server the layers (SERVER_LAYERS below), inside src/client those of clientZones; and no import cycle anywhere.
 * tests/lint/*import-rules.test.ts prove each arrow with a fixture: add a row there with every new zone.
 */
const server = (dir) => `./src/server/${dir}`;
/** The composition roots: they build and wire everything, so nothing below imports them. */
const COMPOSITION = ['app.ts', 'main.ts', 'context.ts', 'config-error-app.ts', 'cli.ts'].map(server);

const SERVER_LAYERS = [
  {
    target: server('services'),
    from: [server('http'), server('presenters'), ...COMPOSITION],
    message: 'Services hold the rules and know nothing of HTTP or presenters: return rows, throw AppError from #server/errors.js.',
  },
  {
    target: server('presenters'),
    from: [server('db'), server('http'), server('integrations'), server('jobs'), server('auth'), server('policies'), server('config'), ...COMPOSITION],
    message: 'Presenters map what services return to the shared response types: take row types from the services (import type).',
  },
  {
    target: server('http'),
    from: [server('db'), server('integrations')],
    message: 'Routes and plugins reach the database and integrations only through services.',
  },
  {
    target: server('jobs'),
    from: [server('integrations'), server('http'), server('presenters'), ...COMPOSITION],
    message: 'Jobs use the app context (their handler receives it): integrations are built once, in context.ts.',
  },
  {
    // Services and auth enqueue jobs by name (jobs/names.ts) through the queue, never importing a job definition:
    // a definition imports the app context, which holds auth, so even a type import would close a circle
    // (app-context -> auth -> jobs -> app-context; no-cycle does not follow type imports).
    target: [server('services'), server('auth')],
    from: server('jobs'),
    except: ['./names.ts', './queue.ts', './backoff.ts'],
    message: 'Enqueue a job by its name from #server/jobs/names.js (and jobs/queue.js): never import a job definition.',
  },
  {
    target: server('auth'),
    from: server('app-context.ts'),
    message: 'Auth is part of the app context: it names its own dependencies (AuthDeps), so no import circle runs through app-context.',
  },
  {
    target: './src/server/jobs/*.job.ts',
    from: server('db'),
    message: 'A job reaches the tables only through services (or the queue, for the jobs table): its handler calls one.',
  },
  {
    target: server('db'),
    from: ['./src/server/!(db)/**', './src/server/*.ts'],
    message: 'The database layer imports nothing above it (src/shared only).',
  },
  {
    target: server('integrations'),
    from: [server('db'), server('services'), server('http'), server('presenters'), server('jobs'), server('auth'), server('policies')],
    message: 'Integrations talk to the outside world and know nothing of our database or services.',
  },
  {
    target: server('policies'),
    from: [server('db'), server('services'), server('http'), server('presenters'), server('jobs'), server('integrations'), server('auth'), server('config')],
    message: 'The rulebook decides on the actor and the resource it is given: it loads nothing.',
  },
];

/** The folders directly inside a directory (so a new feature or kit is covered the day it lands). */
const foldersIn = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

/**
 * The client's arrows, in the style of Bulletproof React (apps/react-vite/.eslintrc.cjs): app/ composes features;
 * a feature imports no other feature, only kits (through a kit's index.ts), components/, lib/ and src/shared;
 * a kit (what several features show, such as the product cards) imports no feature, no app/ and no other kit;
 * components/ and lib/ are the bottom of the client and import none of the three. tests/lint/import-rules.test.ts
 * proves each arrow with a fixture.
 */
function clientZones() {
  const features = foldersIn('./src/client/features');
  const kits = foldersIn('./src/client/kits');
  return [
    ...features.map((feature) => ({
      target: `./src/client/features/${feature}`,
      from: './src/client/features',
      except: [`./${feature}`],
      message: 'A feature does not import another feature: move what both need into a kit (src/client/kits), components/ or lib/.',
    })),
    {
      target: './src/client/features',
      from: './src/client/kits',
      except: kits.map((kit) => `./${kit}/index.ts`),
      message: "A feature uses a kit through the kit's index.ts only.",
    },
    ...kits.map((kit) => ({
      target: `./src/client/kits/${kit}`,
      from: './src/client/kits',
      except: [`./${kit}`],
      message: 'A kit does not import another kit.',
    })),
    {
      target: ['./src/client/features', './src/client/kits'],
      from: './src/client/app',
      message: 'app/ composes the features; nothing below it imports app/.',
    },
    {
      target: './src/client/kits',
      from: './src/client/features',
      message: 'A kit is used by features and never imports one.',
    },
    {
      target: ['./src/client/components', './src/client/lib'],
      from: ['./src/client/features', './src/client/kits', './src/client/app'],
      message: 'components/ and lib/ are shared by the whole client and import no feature, kit or app/ code.',
    },
  ];
}
/**
 * The first-load reads of decision 180: they keep the raw helper so that zod (which the contracts carry) stays off
 * the first load of / and /login and the signed-in header (the 150 KB budget). Each key is a file, its value why.
 * (The session probe, the site config, the contact details and the error reports live in lib/ and app/, which
 * the rule does not cover.)
 */
const FIRST_LOAD_RAW_READS = {
  'src/client/features/home/api/home-stats-query.ts': "the home page's statistics, on the first load of /",
  'src/client/features/auth/api/social-login-api.ts': 'the sign-in providers the login page shows, on the first load of /login',
  'src/client/kits/products/api/products-api.ts': 'the home page\'s best sellers, on the first load of / (searches and the heart go through product-calls.ts, loaded on demand)',
  'src/client/features/notifications/api/notifications-api.ts': "the header's unread counts poll, on every signed-in first load",
};

/** An '/api…' string or template as a route's path (issue 18: /api routes come from contracts, through route()). */
const API_PATH = '/^\\/api(\\/|$)/';
const RAW_API_ROUTE_MESSAGE =
  'An /api route is declared in a contract (src/shared/api/<area>.ts) and registered with route(app, contract, handler) from #server/http/contract-route.js.';
const RAW_API_ROUTES = [
  ...['arguments.0.value', 'arguments.0.quasis.0.value.raw'].map((path) => ({
    selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/][${path}=${API_PATH}]`,
    message: RAW_API_ROUTE_MESSAGE,
  })),
  ...['value.value', 'value.quasis.0.value.raw'].map((path) => ({
    selector: `CallExpression[callee.property.name='route'] > ObjectExpression > Property[key.name='url'][${path}=${API_PATH}]`,
    message: RAW_API_ROUTE_MESSAGE,
  })),
  ...['value.value', 'value.quasis.0.value.raw'].map((path) => ({
    selector: `CallExpression[callee.property.name='register'] > ObjectExpression > Property[key.name='prefix'][${path}=${API_PATH}]`,
    message: 'Routes under /api come from contracts, which hold the full path: register their plugin without an /api prefix.',
  })),
];

/** What a route must leave to a named operation (src/server/services/<area>/<verb-noun>.ts): activity, achievements, notifications. */
const SIDE_EFFECT_MESSAGE =
  'A route runs ONE operation: a write that also records activity, awards achievements or notifies goes into an operation file under src/server/services/<area>/<verb-noun>.ts, which owns its transaction and side effects.';
const ROUTE_SIDE_EFFECT_PATTERNS = [
  { group: ['#server/services/social/activities.service*', '**/services/social/activities.service*'], allowTypeImports: true, message: SIDE_EFFECT_MESSAGE },
  { group: ['#server/services/**/achievement*', '**/services/**/achievement*'], allowTypeImports: true, message: SIDE_EFFECT_MESSAGE },
  {
    // The notifications area's own reads and writes (list, read, delete, badges, push subscriptions) are its routes' operations; creating and delivering notifications is not.
    group: [
      '#server/services/notifications/*',
      '**/services/notifications/*',
      '!#server/services/notifications/notification.service*',
      '!**/services/notifications/notification.service*',
      '!#server/services/notifications/push-subscription.service*',
      '!**/services/notifications/push-subscription.service*',
    ],
    allowTypeImports: true,
    message: SIDE_EFFECT_MESSAGE,
  },
  {
    group: ['#server/services/notifications/notification.service*', '**/services/notifications/notification.service*'],
    importNames: ['createNotification', 'createWelcomeNotification', 'deliverReminder', 'wantsNotification'],
    allowTypeImports: true,
    message: SIDE_EFFECT_MESSAGE,
  },
];

/** The raw fetch helpers: features and kits call call(contract, input) from #client/lib/api-call instead. */
const RAW_API_HELPER_MESSAGE =
  "Call an endpoint through its contract: call(api.x, { params, query, body }) from '#client/lib/api-call', keyed with queryKeyFor/endpointKey/areaKey.";

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      '.data-*/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
      // Deliberate violations, linted by the tests in tests/lint under borrowed paths.
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these import-x reads only .js files, and no-cycle would follow no TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/client', message: 'src/shared is used by both sides and imports neither.' },
            { target: './src/shared', from: './src/server', message: 'src/shared is used by both sides and imports neither.' },
            { target: './src/client', from: './src/server', message: 'The client talks to the server over HTTP only.' },
            { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
            ...SERVER_LAYERS,
            ...clientZones(),
          ],
        },
      ],
      // A cycle makes the layers meaningless (and module start-up order fragile).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // React's rules of hooks and the React Compiler's checks (effects that set state, refs read in render, impure renders).
  { files: ['src/client/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    // Routes and plugins reach the database through services only: no query builder or driver of their own.
    files: ['src/server/http/**/*.ts'],
    ignores: ['src/server/http/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: 'Routes and plugins reach the database only through services.',
            },
          ],
        },
      ],
    },
  },
  {
    // Jobs reach tables only through services (issue 18): a job definition builds no query of its own.
    files: ['src/server/jobs/*.job.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'A job reaches the tables only through services: call one instead of building a query.' }] },
      ],
    },
  },
  {
    // Presenters may name a service's row types, never call it.
    files: ['src/server/presenters/**/*.ts'],
    ignores: ['src/server/presenters/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/services/*', '**/services/**'],
              allowTypeImports: true,
              message: 'Presenters take types only from services (import type): the route calls the service.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 18, rule 1: every /api route comes from a contract through route(); non-API routes (sitemap, robots,
    // the /dev/mail pages) stay as they are. tests/lint/contract-rules.test.ts proves it.
    files: ['src/server/http/routes/**/*.ts'],
    ignores: ['src/server/http/routes/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...RAW_API_ROUTES] },
  },
  {
    // Issue 18, rule 2: routes do not call the activity, achievement or notification services (types are fine).
    files: ['src/server/http/routes/**/*.ts'],
    ignores: ['src/server/http/routes/**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: ROUTE_SIDE_EFFECT_PATTERNS }] },
  },
  {
    // Issue 18, rule 4: a route's handler is authorize, ONE operation, present: at most one service write per handler.
    files: ['src/server/http/routes/**/*.ts'],
    ignores: ['src/server/http/routes/**/*.test.ts'],
    plugins: { giftwise: { rules: { 'one-operation-per-route': oneOperationPerRoute } } },
    rules: { 'giftwise/one-operation-per-route': 'error' },
  },
  {
    // Issue 18, rule 3: features and kits reach the API through call() only; the first-load reads are named above.
    files: ['src/client/features/**/*.{ts,tsx}', 'src/client/kits/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}', ...Object.keys(FIRST_LOAD_RAW_READS)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '#client/lib/api-client', importNames: ['api', 'apiRequest'], message: RAW_API_HELPER_MESSAGE }],
          patterns: [{ group: ['**/lib/api-client', '**/lib/api-client.*'], importNames: ['api', 'apiRequest'], message: RAW_API_HELPER_MESSAGE }],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'src/shared is pure TypeScript: no Node modules.' },
            { group: ['react', 'react-*', 'react/*'], message: 'src/shared is pure TypeScript: no React.' },
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'fastify', 'better-auth', 'better-auth/*'], message: 'src/shared has no database or server imports.' },
          ],
        },
      ],
    },
  },
);
