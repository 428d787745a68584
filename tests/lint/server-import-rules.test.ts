import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's import arrows of eslint.config.js (SERVER_LAYERS, the http and presenter blocks, no-cycle), proved
 * in the shape of import-rules.test.ts: each row lints a fixture (tests/lint/fixtures/server) as if it were a file
 * at `as`, with the project's own config, and expects the rule that refuses it, or nothing where the import is
 * allowed (those rows make a rule that refuses everything fail here too). Add a row with every new zone.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
// Ignores off: the cycle fixture is linted where it really is (npm run lint ignores tests/lint/fixtures).
const eslint = new ESLint({ cwd: ROOT, ignore: false });

interface Row {
  arrow: string;
  fixture: string;
  /** Where the fixture is linted as if it lived. */
  as: string;
  /** The rule that must refuse it, or null where the imports are allowed. */
  rule: string | null;
}

const RESTRICTED = 'import-x/no-restricted-paths';

const SERVER_ROWS: Row[] = [
  // The three kinds of code (the client's own arrows are in import-rules.test.ts).
  { arrow: 'shared imports no server code', fixture: 'server/shared-imports-no-server-code.ts', as: 'src/shared/x.ts', rule: RESTRICTED },
  { arrow: 'shared imports no client code', fixture: 'server/shared-imports-no-client-code.ts', as: 'src/shared/x.ts', rule: RESTRICTED },
  { arrow: 'shared imports no Node module', fixture: 'server/shared-imports-no-node-module.ts', as: 'src/shared/x.ts', rule: 'no-restricted-imports' },
  { arrow: 'the server imports no client code', fixture: 'server/the-server-imports-no-client-code.ts', as: 'src/server/x.ts', rule: RESTRICTED },
  // Services.
  { arrow: 'services import nothing from http/', fixture: 'server/services-import-nothing-from-http.ts', as: 'src/server/services/products/x.ts', rule: RESTRICTED },
  { arrow: 'services import nothing from presenters/', fixture: 'server/services-import-nothing-from-presenters.ts', as: 'src/server/services/products/x.ts', rule: RESTRICTED },
  { arrow: 'services do not import the composition root', fixture: 'server/services-do-not-import-the-composition-root.ts', as: 'src/server/services/products/x.ts', rule: RESTRICTED },
  { arrow: 'services use the database', fixture: 'server/services-use-the-database.ts', as: 'src/server/services/products/x.ts', rule: null },
  { arrow: 'services throw AppError', fixture: 'server/services-throw-apperror.ts', as: 'src/server/services/products/x.ts', rule: null },
  // Presenters.
  { arrow: 'presenters take types only from services', fixture: 'server/presenters-take-types-only-from-services.ts', as: 'src/server/presenters/x.presenter.ts', rule: '@typescript-eslint/no-restricted-imports' },
  { arrow: 'presenters take types from services', fixture: 'server/presenters-take-types-from-services.ts', as: 'src/server/presenters/x.presenter.ts', rule: null },
  { arrow: 'presenters do not read the schema', fixture: 'server/presenters-do-not-read-the-schema.ts', as: 'src/server/presenters/x.presenter.ts', rule: RESTRICTED },
  { arrow: 'presenters do not call integrations', fixture: 'server/presenters-do-not-call-integrations.ts', as: 'src/server/presenters/x.presenter.ts', rule: RESTRICTED },
  // Routes and plugins.
  { arrow: 'routes do not query the database', fixture: 'server/routes-do-not-query-the-database.ts', as: 'src/server/http/routes/x.routes.ts', rule: RESTRICTED },
  { arrow: 'routes do not open the database client', fixture: 'server/routes-do-not-open-the-database-client.ts', as: 'src/server/http/routes/x.routes.ts', rule: RESTRICTED },
  { arrow: 'routes do not build integrations', fixture: 'server/routes-do-not-build-integrations.ts', as: 'src/server/http/routes/x.routes.ts', rule: RESTRICTED },
  { arrow: 'plugins do not query the database', fixture: 'server/plugins-do-not-query-the-database.ts', as: 'src/server/http/plugins/x.ts', rule: RESTRICTED },
  { arrow: 'routes build no query of their own', fixture: 'server/routes-build-no-query-of-their-own.ts', as: 'src/server/http/routes/x.routes.ts', rule: 'no-restricted-imports' },
  { arrow: 'routes call services', fixture: 'server/routes-call-services.ts', as: 'src/server/http/routes/x.routes.ts', rule: null },
  // Jobs.
  { arrow: 'jobs use the app context, not integrations of their own', fixture: 'server/jobs-use-the-app-context-not-integrations-of-their-own.ts', as: 'src/server/jobs/x.job.ts', rule: RESTRICTED },
  { arrow: 'jobs do not build the app', fixture: 'server/jobs-do-not-build-the-app.ts', as: 'src/server/jobs/x.job.ts', rule: RESTRICTED },
  { arrow: 'jobs call services', fixture: 'server/jobs-call-services.ts', as: 'src/server/jobs/x.job.ts', rule: null },
  { arrow: 'jobs do not read the schema', fixture: 'server/jobs-do-not-read-the-schema.ts', as: 'src/server/jobs/x.job.ts', rule: RESTRICTED },
  { arrow: 'jobs build no query of their own', fixture: 'server/jobs-build-no-query-of-their-own.ts', as: 'src/server/jobs/x.job.ts', rule: 'no-restricted-imports' },
  { arrow: 'jobs call the queue', fixture: 'server/jobs-call-the-queue.ts', as: 'src/server/jobs/x.job.ts', rule: null },
  { arrow: 'services import no job definition', fixture: 'server/services-import-no-job-definition.ts', as: 'src/server/services/users/x.ts', rule: RESTRICTED },
  { arrow: 'services enqueue jobs by name', fixture: 'server/services-enqueue-jobs-by-name.ts', as: 'src/server/services/users/x.ts', rule: null },
  // Auth, part of the app context: no type-only circle through it (no-cycle does not follow type imports).
  { arrow: 'auth imports not even a type from a job definition', fixture: 'server/auth-imports-no-job-definition-type.ts', as: 'src/server/auth/x.ts', rule: RESTRICTED },
  { arrow: 'auth does not import the app context', fixture: 'server/auth-does-not-import-app-context.ts', as: 'src/server/auth/x.ts', rule: RESTRICTED },
  // The database layer.
  { arrow: 'db imports no service', fixture: 'server/db-imports-no-service.ts', as: 'src/server/db/x.ts', rule: RESTRICTED },
  { arrow: 'db imports no settings', fixture: 'server/db-imports-no-settings.ts', as: 'src/server/db/schema/x.ts', rule: RESTRICTED },
  { arrow: 'db imports nothing from the server root', fixture: 'server/db-imports-nothing-from-the-server-root.ts', as: 'src/server/db/x.ts', rule: RESTRICTED },
  { arrow: 'db uses shared constants', fixture: 'server/db-uses-shared-constants.ts', as: 'src/server/db/schema/x.ts', rule: null },
  { arrow: 'db uses its own helpers', fixture: 'server/db-uses-its-own-helpers.ts', as: 'src/server/db/schema/x.ts', rule: null },
  // Integrations.
  { arrow: 'integrations do not import db', fixture: 'server/integrations-do-not-import-db.ts', as: 'src/server/integrations/retail/x.ts', rule: RESTRICTED },
  { arrow: 'integrations do not import services', fixture: 'server/integrations-do-not-import-services.ts', as: 'src/server/integrations/email/x.ts', rule: RESTRICTED },
  { arrow: 'integrations read their settings', fixture: 'server/integrations-read-their-settings.ts', as: 'src/server/integrations/retail/x.ts', rule: null },
  // The rulebook.
  { arrow: 'policies load nothing', fixture: 'server/policies-load-nothing.ts', as: 'src/server/policies/x.ts', rule: RESTRICTED },
  // No cycles anywhere: two real files that import each other.
  { arrow: 'an import cycle', fixture: 'server/cycle-a.ts', as: 'tests/lint/fixtures/server/cycle-a.ts', rule: 'import-x/no-cycle' },
];

async function ruleIdsFor(row: Row): Promise<(string | null)[]> {
  const code = readFileSync(path.join(ROOT, 'tests/lint/fixtures', row.fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, row.as) });
  // A fixture names what it imports and uses none of it.
  return result.messages.map((message) => message.ruleId).filter((id) => id !== '@typescript-eslint/no-unused-vars');
}

// ESLint takes seconds per file on a busy two-core machine: the 5 s default timed out.
describe('the lint refuses every forbidden server import (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each(SERVER_ROWS)('$arrow', async (row) => {
    const ruleIds = await ruleIdsFor(row);
    if (row.rule === null) expect(ruleIds).toEqual([]);
    else expect(ruleIds).toContain(row.rule);
  }, 60_000);
});
