import { AdminStatsResponse } from '#shared/schemas/admin-stats.js';
import {
  ErrorListQuery,
  ErrorListResponse,
  ErrorReportInput,
  ErrorReportResponse,
  ErrorTrendsQuery,
  ErrorTrendsResponse,
  ResolveErrorsInput,
  ResolveErrorsResponse,
} from '#shared/schemas/errors.js';
import { defineArea } from './contract.js';

/** Browser error reports and the admin's error log (platform.md sections 3, 4 and 7). */
export const errorsApi = defineArea('errors', {
  report: {
    method: 'POST',
    path: '/api/errors',
    summary: 'Report a failure seen in the browser (stored in production only)',
    access: 'anyone',
    body: ErrorReportInput,
    responses: { 202: ErrorReportResponse },
    rateLimit: 'errors-report',
  },
  list: {
    method: 'GET',
    path: '/api/admin/errors',
    summary: 'The error log of the last days, with its stats (admins)',
    access: 'admin',
    query: ErrorListQuery,
    responses: { 200: ErrorListResponse },
  },
  resolve: {
    method: 'POST',
    path: '/api/admin/errors/resolve',
    summary: 'Mark errors resolved (admins)',
    access: 'admin',
    body: ResolveErrorsInput,
    responses: { 200: ResolveErrorsResponse },
  },
  trends: {
    method: 'GET',
    path: '/api/admin/errors/trends',
    summary: 'Errors per day and code (admins)',
    access: 'admin',
    query: ErrorTrendsQuery,
    responses: { 200: ErrorTrendsResponse },
  },
});

/** The admin panel's own reads. */
export const adminApi = defineArea('admin', {
  stats: {
    method: 'GET',
    path: '/api/admin/stats',
    summary: 'The admin panel\'s stat cards (admins)',
    access: 'admin',
    responses: { 200: AdminStatsResponse },
  },
});
