import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testSettings } from '../../../tests/support/test-settings.js';

describe('the settings tests run with', () => {
  it('keep their data directory under the system temporary directory, never in the working tree (issue 17)', () => {
    const { dataDir } = testSettings();
    expect(path.relative(tmpdir(), dataDir).startsWith('..')).toBe(false);
    expect(path.relative(process.cwd(), dataDir).startsWith('..')).toBe(true);
  });
});
