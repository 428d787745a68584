// One file per aggregate; this index is what drizzle-kit and the database client read.
export * from './auth.js';
export * from './platform.js';
