import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isRole, ROLES } from '#shared/auth/roles.js';
import { readSettings } from './config/settings.js';
import { type Database, openDatabase } from './db/client.js';
import { DataDirInUseError, describePermissionReport, secureDataDir } from './db/data-dir.js';
import { setUserRole } from './services/users/account.service.js';
import { createSiteSettingsService } from './services/settings/site-settings.service.js';
import { SITE_SETTING_DEFAULTS, type SiteSettingsService, type SiteSettingValues } from './services/settings/site-settings.js';

/**
 * Operator commands: `npm run cli -- <command> …`. Opens the database the way the server does (DATABASE_URL, or
 * PGlite in DATA_DIR/db).
 */
export const CLI_HELP = `Giftwise command line

Usage:
  npm run cli -- set-setting KEY VALUE   Change a site setting (admin Settings tab), e.g. maxLoginAttempts 3
  npm run cli -- set-role EMAIL ROLE     Give an account a role: ${ROLES.join(', ')}
  npm run cli -- help                    This text

Site settings: ${Object.keys(SITE_SETTING_DEFAULTS).join(', ')}
Booleans accept true/false, on/off, yes/no, 1/0; numbers must be whole numbers of at least 1.

Note: with the default embedded database (PGlite in DATA_DIR/db) the data directory belongs to one process.
A command run while the server holds it is refused: stop the server first, or point both at a PostgreSQL
server with DATABASE_URL.
`;

export class CliError extends Error {}

type SettingKey = keyof SiteSettingValues;

function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(SITE_SETTING_DEFAULTS, key);
}

/** The typed value of a site setting from its text, checked against the default's type. */
export function coerceSettingValue(key: string, raw: string): { key: SettingKey; value: SiteSettingValues[SettingKey] } {
  if (!isSettingKey(key)) throw new CliError(`Unknown setting "${key}". Known settings: ${Object.keys(SITE_SETTING_DEFAULTS).join(', ')}`);
  const text = raw.trim().toLowerCase();
  const kind = typeof SITE_SETTING_DEFAULTS[key];
  if (kind === 'boolean') {
    if (['true', 'on', 'yes', '1'].includes(text)) return { key, value: true };
    if (['false', 'off', 'no', '0'].includes(text)) return { key, value: false };
    throw new CliError(`"${key}" is on or off: use true or false`);
  }
  const number = Number(text);
  if (text === '' || !Number.isInteger(number) || number < 1) throw new CliError(`"${key}" must be a whole number of at least 1`);
  return { key, value: number };
}

export async function setSettingCommand(siteSettings: SiteSettingsService, key: string, raw: string): Promise<string> {
  const { key: name, value } = coerceSettingValue(key, raw);
  await siteSettings.set(name, value as never);
  return `${name} = ${JSON.stringify(value)}`;
}

export async function setRoleCommand(db: Database, email: string, role: string): Promise<string> {
  if (!isRole(role)) throw new CliError(`Unknown role "${role}". Roles: ${ROLES.join(', ')}`);
  try {
    const user = await setUserRole(db, email, role);
    return `${user.email} is now ${user.role}`;
  } catch (err) {
    if (err instanceof Error && err.message === 'User not found') throw new CliError(`No account with the email ${email}`);
    throw err;
  }
}

/** Runs one command against an open database; returns what to print. */
export async function runCli(args: string[], deps: { db: Database; siteSettings: SiteSettingsService }): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case 'set-setting':
      if (rest.length !== 2) throw new CliError('Usage: npm run cli -- set-setting KEY VALUE');
      return setSettingCommand(deps.siteSettings, rest[0], rest[1]);
    case 'set-role':
      if (rest.length !== 2) throw new CliError('Usage: npm run cli -- set-role EMAIL ROLE');
      return setRoleCommand(deps.db, rest[0], rest[1]);
    default:
      throw new CliError(command && command !== 'help' ? `Unknown command "${command}"\n\n${CLI_HELP}` : CLI_HELP);
  }
}

async function main(args: string[]): Promise<number> {
  if (!args.length || args[0] === 'help' || args[0] === '--help') {
    console.log(CLI_HELP);
    return 0;
  }
  process.umask(0o077);
  const settings = readSettings();
  let handle;
  try {
    handle = await openDatabase(settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir: path.join(settings.dataDir, 'db') });
  } catch (err) {
    // The server holds the embedded database: refuse, never run beside it (two processes lose writes).
    if (err instanceof DataDirInUseError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  if (!settings.databaseUrl) {
    const report = secureDataDir(settings.dataDir);
    if (report.failures.length) for (const line of describePermissionReport(settings.dataDir, report)) console.error(line);
  }
  try {
    console.log(await runCli(args, { db: handle.db, siteSettings: createSiteSettingsService(handle.db) }));
    return 0;
  } catch (err) {
    if (err instanceof CliError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
