import { isValidEmail } from '#shared/errors/sanitize.js';
import type { Settings } from './settings.js';

/**
 * Startup validation (platform.md sections 3, 4, 5 and 9). Each check is required (weight 10) or optional
 * (weight 5); the score is the satisfied weight over the total weight, in percent; the product is ready when
 * no issue is critical and the score is at least 80. A setting with a working local default counts as
 * satisfied: no DATABASE_URL means PGlite, no REDIS_URL means counters in the database, no mail provider on
 * loopback means the local stand-in. Reports carry names and messages, never values.
 */
const VALIDATION_MESSAGES = {
  missing: 'Missing required variable',
  invalidUrl: 'Invalid URL format',
  shortApiKey: 'API key appears too short',
  invalidEmail: 'Invalid email format',
  httpsRequired: 'Must use HTTPS',
  trustProxy: 'Should be on behind an HTTPS proxy',
} as const;

const REQUIRED_WEIGHT = 10;
const OPTIONAL_WEIGHT = 5;
const READY_SCORE = 80;
const API_KEY_MIN_LENGTH = 20;

export type IssueSeverity = 'critical' | 'warning';

export interface ValidationIssue {
  name: string;
  message: string;
  severity: IssueSeverity;
}

export interface ValidationCheck {
  name: string;
  required: boolean;
  weight: number;
  satisfied: boolean;
}

export interface ValidationReport {
  /** 0-100, rounded. */
  score: number;
  ready: boolean;
  issues: ValidationIssue[];
  checks: ValidationCheck[];
}

/**
 * The spec's rules for one variable, by its name: empty and required is an error; a name containing URL must
 * parse; a name containing API_KEY under 20 characters is a warning; a name containing EMAIL must look like an
 * address (comma lists item by item). Format errors are critical for a required variable, warnings otherwise.
 */
export function checkVariable(name: string, value: string | undefined, options: { required: boolean }): ValidationIssue[] {
  const formatSeverity: IssueSeverity = options.required ? 'critical' : 'warning';
  const text = value?.trim() ?? '';
  if (text === '') {
    return options.required ? [{ name, message: VALIDATION_MESSAGES.missing, severity: 'critical' }] : [];
  }
  const issues: ValidationIssue[] = [];
  if (name.includes('URL') && !parsesAsUrl(text)) {
    issues.push({ name, message: VALIDATION_MESSAGES.invalidUrl, severity: formatSeverity });
  }
  if (name.includes('API_KEY') && text.length < API_KEY_MIN_LENGTH) {
    issues.push({ name, message: VALIDATION_MESSAGES.shortApiKey, severity: 'warning' });
  }
  if (name.includes('EMAIL')) {
    const items = text.split(',').map((item) => item.trim());
    if (items.some((item) => !isValidEmail(item))) {
      issues.push({ name, message: VALIDATION_MESSAGES.invalidEmail, severity: formatSeverity });
    }
  }
  return issues;
}

function parsesAsUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** The address of a sender such as 'Giftwise <hello@example.com>' or 'hello@example.com'. */
export function senderAddress(from: string): string {
  const match = /<([^>]*)>\s*$/.exec(from.trim());
  return (match ? match[1] : from).trim();
}

interface CheckSpec {
  /** The name shown in the checks list. */
  name: string;
  required: boolean;
  /** The variables the check reads, each checked by checkVariable when given. */
  variables: { name: string; value: string | undefined }[];
  /** True when nothing is given but a working local stand-in is used. */
  localDefault: boolean;
  /** Extra issues (a sender address, HTTPS in production). */
  extra?: ValidationIssue[];
}

function checkSpecs(settings: Settings): CheckSpec[] {
  const raw = settings.raw;
  const local = settings.isLoopback;
  const productionPublic = settings.isProduction && !settings.isLoopback;
  const pairCheck = (idName: string, secretName: string, id?: string, secret?: string): CheckSpec => ({
    name: idName,
    required: false,
    variables: [
      { name: idName, value: id },
      { name: secretName, value: secret },
    ],
    localDefault: false,
    // Half a pair is a mistake worth a word: the provider stays off.
    extra:
      Boolean(id) !== Boolean(secret)
        ? [{ name: id ? secretName : idName, message: VALIDATION_MESSAGES.missing, severity: 'warning' }]
        : [],
  });
  const mailFrom = raw.MAIL_FROM;
  return [
    {
      name: 'BASE_URL',
      required: true,
      variables: [{ name: 'BASE_URL', value: raw.BASE_URL }],
      localDefault: true,
      extra:
        productionPublic && raw.BASE_URL && parsesAsUrl(raw.BASE_URL) && !settings.isHttps
          ? [{ name: 'BASE_URL', message: VALIDATION_MESSAGES.httpsRequired, severity: 'critical' }]
          : [],
    },
    { name: 'DATABASE_URL', required: true, variables: [{ name: 'DATABASE_URL', value: raw.DATABASE_URL }], localDefault: true },
    { name: 'AUTH_SECRET', required: true, variables: [{ name: 'AUTH_SECRET', value: raw.AUTH_SECRET }], localDefault: local },
    { name: 'SECRETS_KEY', required: true, variables: [{ name: 'SECRETS_KEY', value: raw.SECRETS_KEY }], localDefault: local },
    {
      // The email provider: SMTP or Resend, or the local stand-in on loopback.
      name: 'SMTP_URL',
      required: true,
      variables: [
        { name: 'SMTP_URL', value: raw.SMTP_URL },
        { name: 'RESEND_API_KEY', value: raw.RESEND_API_KEY },
      ],
      localDefault: local,
    },
    {
      name: 'MAIL_FROM',
      required: true,
      variables: [{ name: 'MAIL_FROM', value: mailFrom }],
      localDefault: local,
      extra:
        mailFrom && !isValidEmail(senderAddress(mailFrom))
          ? [{ name: 'MAIL_FROM', message: VALIDATION_MESSAGES.invalidEmail, severity: 'critical' }]
          : [],
    },
    { name: 'SUPPORT_EMAIL', required: true, variables: [{ name: 'SUPPORT_EMAIL', value: raw.SUPPORT_EMAIL }], localDefault: local },
    { name: 'REDIS_URL', required: false, variables: [{ name: 'REDIS_URL', value: raw.REDIS_URL }], localDefault: true },
    {
      name: 'RESEND_BASE_URL',
      required: false,
      variables: [{ name: 'RESEND_BASE_URL', value: raw.RESEND_BASE_URL }],
      localDefault: true,
    },
    { name: 'ADMIN_EMAILS', required: false, variables: [{ name: 'ADMIN_EMAILS', value: raw.ADMIN_EMAILS }], localDefault: false },
    {
      // Web Push: both keys or neither (then a pair generated into DATA_DIR serves); readSettings checks their shape.
      name: 'VAPID_PUBLIC_KEY',
      required: false,
      variables: [
        { name: 'VAPID_PUBLIC_KEY', value: raw.VAPID_PUBLIC_KEY },
        { name: 'VAPID_PRIVATE_KEY', value: raw.VAPID_PRIVATE_KEY },
        { name: 'VAPID_SUBJECT', value: raw.VAPID_SUBJECT },
      ],
      localDefault: true,
    },
    pairCheck('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', raw.GOOGLE_CLIENT_ID, raw.GOOGLE_CLIENT_SECRET),
    pairCheck('GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', raw.GITHUB_CLIENT_ID, raw.GITHUB_CLIENT_SECRET),
  ];
}

function runCheck(spec: CheckSpec, problems: ValidationIssue[]): { check: ValidationCheck; issues: ValidationIssue[] } {
  const given = spec.variables.filter((v) => v.value?.trim());
  const issues: ValidationIssue[] = [];
  if (given.length === 0) {
    if (spec.required && !spec.localDefault) issues.push({ name: spec.name, message: VALIDATION_MESSAGES.missing, severity: 'critical' });
  } else {
    for (const v of given) issues.push(...checkVariable(v.name, v.value, { required: spec.required }));
  }
  issues.push(...(spec.extra ?? []));
  const names = new Set([spec.name, ...spec.variables.map((v) => v.name)]);
  // A short API key is a doubt, not a fault: the key is there and may well work. Anything else (missing,
  // unparseable, a problem readSettings found) means the setting is not usable as given.
  const flagged = [...issues, ...problems].some((i) => names.has(i.name) && i.message !== VALIDATION_MESSAGES.shortApiKey);
  const present = given.length > 0 || spec.localDefault;
  return {
    check: {
      name: spec.name,
      required: spec.required,
      weight: spec.required ? REQUIRED_WEIGHT : OPTIONAL_WEIGHT,
      satisfied: present && !flagged,
    },
    issues,
  };
}

function dedupe(issues: ValidationIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.name}\u0000${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Score and readiness from the checks: satisfied weight / total weight × 100; ready = no critical and score ≥ 80. */
export function scoreChecks(checks: ValidationCheck[], issues: ValidationIssue[]): { score: number; ready: boolean } {
  const total = checks.reduce((sum, c) => sum + c.weight, 0);
  const satisfied = checks.filter((c) => c.satisfied).reduce((sum, c) => sum + c.weight, 0);
  const score = total === 0 ? 100 : Math.round((satisfied / total) * 100);
  return { score, ready: !issues.some((i) => i.severity === 'critical') && score >= READY_SCORE };
}

export function validateSettings(settings: Settings): ValidationReport {
  const problems: ValidationIssue[] = settings.problems.map((p) => ({ name: p.name, message: p.message, severity: p.severity }));
  const results = checkSpecs(settings).map((spec) => runCheck(spec, problems));
  const checks = results.map((r) => r.check);
  const extra: ValidationIssue[] = [];
  // Behind an HTTPS proxy, the proxy's X-Forwarded-Proto is only believed with TRUST_PROXY on; without it
  // every request looks like plain HTTP and is redirected again.
  if (settings.isHttps && !settings.trustProxy) {
    extra.push({ name: 'TRUST_PROXY', message: VALIDATION_MESSAGES.trustProxy, severity: 'warning' });
  }
  const issues = dedupe([...problems, ...results.flatMap((r) => r.issues), ...extra]);
  return { ...scoreChecks(checks, issues), issues, checks };
}

/** Issues worth logging at start: critical ones as errors, the rest as warnings. */
export function describeIssues(report: ValidationReport): string[] {
  return report.issues.map((i) => `${i.severity === 'critical' ? 'ERROR' : 'warning'}: ${i.name}: ${i.message}`);
}
