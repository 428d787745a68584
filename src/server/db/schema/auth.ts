import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Better Auth's four models (user, session, account, verification), mapped to plural tables.
 * The auth row (users) holds identity, role and account state; the person's gifting profile lives in
 * user_profiles (see docs/data-model.md). Columns are camelCase in TypeScript and snake_case in SQL.
 */
const tz = { withTimezone: true } as const;

export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
    /** user | moderator | admin */
    role: text().notNull().default('user'),
    /** Suspension (Better Auth's admin plugin calls it a ban). */
    banned: boolean().notNull().default(false),
    banReason: text(),
    banExpires: timestamp(tz),
    lastSignInAt: timestamp(tz),
    lastActiveAt: timestamp(tz),
  },
  (t) => [index('users_created_at_idx').on(t.createdAt), index('users_last_sign_in_idx').on(t.lastSignInAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp(tz).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text(),
    /** Idle timeout: a session unused for 'Session Timeout' minutes ends. */
    lastSeenAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp(tz),
    refreshTokenExpiresAt: timestamp(tz),
    scope: text(),
    password: text(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp(tz).notNull(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Failed sign-ins per email address (lowercased), whether or not an account exists, so that an unknown
 * address gets exactly the replies a known one gets. After 'Maximum Login Attempts' failures within the
 * lockout window the address is locked until locked_until (docs/decisions/021-sign-in-lockout.md).
 */
export const signInAttempts = pgTable('sign_in_attempts', {
  email: text().primaryKey(),
  failedCount: integer().notNull().default(0),
  lastFailedAt: timestamp(tz).notNull().defaultNow(),
  lockedUntil: timestamp(tz),
});

/**
 * The gifting profile. When this row is missing the spec's fallback user applies (name from the auth
 * row or the email's local part, empty interests, onboarding not completed).
 */
export const userProfiles = pgTable('user_profiles', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  interests: text().array().notNull().default([]),
  personalityTraits: text().array().notNull().default([]),
  /** One of the spec's age ranges (0-12 … 65+). */
  ageRange: text(),
  gender: text(),
  birthday: date(),
  onboardingCompleted: boolean().notNull().default(false),
  avatarMediaId: uuid(),
  subscriptionStatus: text().notNull().default('free'),
  /** IANA time zone (from the browser, editable in the profile); reminders go out at 09:00 in it. Null: UTC. */
  timeZone: text(),
  createdAt: timestamp(tz).notNull().defaultNow(),
  updatedAt: timestamp(tz).notNull().defaultNow(),
});
