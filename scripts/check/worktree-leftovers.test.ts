import { describe, expect, it } from 'vitest';
import { leftovers, parsePorcelain, type TreeState } from './worktree-leftovers.js';

const state = (entries: Record<string, string>): TreeState => new Map(Object.entries(entries));

describe('leftovers of a test run', () => {
  it('are every changed or untracked file when the tree was clean before the run', () => {
    const after = state({ 'unused-with-an-in-memory-database/vapid-keys.json': '?? 1a2b', 'src/app.ts': ' M 3c4d' });
    expect(leftovers(new Map(), after)).toEqual(['unused-with-an-in-memory-database/vapid-keys.json', 'src/app.ts']);
    expect(leftovers(new Map(), new Map())).toEqual([]);
  });

  it('leave out a developer’s own uncommitted work that the run did not touch', () => {
    const before = state({ 'src/mine.ts': ' M aaaa', 'notes.txt': '?? bbbb' });
    expect(leftovers(before, state({ 'src/mine.ts': ' M aaaa', 'notes.txt': '?? bbbb' }))).toEqual([]);
    // Work the developer finished or reverted during the run is no leftover either.
    expect(leftovers(before, state({ 'src/mine.ts': ' M aaaa' }))).toEqual([]);
  });

  it('name a file the run added, changed again or deleted beside the developer’s work', () => {
    const before = state({ 'src/mine.ts': ' M aaaa' });
    const after = state({ 'src/mine.ts': ' M cccc', 'data/new.json': '?? dddd', 'README.md': ' D absent' });
    expect(leftovers(before, after)).toEqual(['src/mine.ts', 'data/new.json', 'README.md']);
  });
});

describe('git status --porcelain -z', () => {
  it('reads paths with spaces, and skips the source path of a rename', () => {
    const output = ' M src/a b.ts\0?? new file.txt\0R  to.ts\0from.ts\0D  gone.ts\0';
    expect(parsePorcelain(output)).toEqual([
      { status: ' M', path: 'src/a b.ts' },
      { status: '??', path: 'new file.txt' },
      { status: 'R ', path: 'to.ts' },
      { status: 'D ', path: 'gone.ts' },
    ]);
    expect(parsePorcelain('')).toEqual([]);
  });
});
