/**
 * `npm test` fails when a run leaves a file in the repository (issue 17: a test helper once wrote a private key into
 * the working tree, and it was committed). The tree is read before and after the run with `git status`, which skips
 * gitignored files; a developer's own uncommitted work, already there before, is not a leftover unless the run
 * changed it.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Each changed or untracked path of the tree, with its status and what its content is now. */
export type TreeState = Map<string, string>;

/** The paths of `git status --porcelain=v1 -z` output with their two-letter status (a rename's old path is skipped). */
export function parsePorcelain(output: string): Array<{ status: string; path: string }> {
  const entries: Array<{ status: string; path: string }> = [];
  const fields = output.split('\0');
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    if (field.length < 4) continue;
    const status = field.slice(0, 2);
    entries.push({ status, path: field.slice(3) });
    // Renames and copies are followed by their source path.
    if (status.includes('R') || status.includes('C')) i++;
  }
  return entries;
}

/**
 * The files that are new or different after the run: with a clean tree before, every entry after; otherwise the
 * entries whose status or content differ from before.
 */
export function leftovers(before: TreeState, after: TreeState): string[] {
  return [...after].filter(([file, fingerprint]) => before.get(file) !== fingerprint).map(([file]) => file);
}

function contentHash(file: string): string {
  if (!existsSync(file)) return 'absent';
  if (!statSync(file).isFile()) return 'not-a-file';
  return createHash('sha1').update(readFileSync(file)).digest('hex');
}

/** The tree as `git status` sees it now (gitignored files are not listed), each path with status and content hash. */
export function readTreeState(root: string): TreeState {
  const run = spawnSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git status failed: ${run.stderr.trim()}`);
  return new Map(parsePorcelain(run.stdout).map(({ status, path: file }) => [file, `${status} ${contentHash(path.join(root, file))}`]));
}
