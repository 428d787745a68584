import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process printed, for failure messages. */
  output: string[];
  /** SIGKILL to the whole process group: no shutdown code runs (a crash). */
  crash(): Promise<void>;
  /** SIGTERM: the graceful stop main.ts installs. */
  stop(): Promise<void>;
}

/**
 * Starts the real server (src/server/main.ts under tsx) as a child process with only the given settings,
 * and resolves once it listens and its worker runs. Detached, so that a kill reaches its whole group.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '/tmp',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
    await exited;
  };

  return new Promise((resolve, reject) => {
    let port: number | null = null;
    let workerStarted = false;
    const timer = setTimeout(() => {
      void signalGroup('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output.join('')}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output.push(text);
      port ??= Number(/listening on port (\d+)/.exec(text)?.[1]) || null;
      workerStarted ||= text.includes('Background worker started');
      if (port && workerStarted) {
        clearTimeout(timer);
        resolve({ child, port, output, crash: () => signalGroup('SIGKILL'), stop: () => signalGroup('SIGTERM') });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${output.join('')}`));
    });
  });
}
