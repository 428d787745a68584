import { describe, expect, it } from 'vitest';
import { errorsApi } from '#shared/api/admin';
import { urlFor } from '#shared/api/contract';
import { ERROR_REPORT_PATH } from './report-error';

/** Error reports keep the raw helper, on every page's first load (decision 180): the path is the contract's. */
describe('the error report written out for the first load', () => {
  it('posts to the contract\'s URL with the contract\'s method', () => {
    expect(ERROR_REPORT_PATH).toBe(urlFor(errorsApi.report));
    expect(errorsApi.report.spec.method).toBe('POST');
  });
});
