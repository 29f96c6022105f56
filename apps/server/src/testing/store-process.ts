import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A store started as its own operating-system process (`npm start`'s command), for crash and lock tests. */
export type StoreProcess = {
  pid: number;
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr so far. */
  stderr(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals>;
  /** Answers when `/readyz` says ready; rejects if the process ends first or `timeoutMs` passes. */
  ready(timeoutMs?: number): Promise<void>;
  /** `kill -9`: no shutdown hook runs. */
  crash(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let built = false;

export async function spawnStore(env: Record<string, string>): Promise<StoreProcess> {
  // The store serves the web app's build: built once if missing or stale (`npm test` builds first).
  if (!built) execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: repoRoot, stdio: 'ignore' });
  built = true;
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: 'localhost',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SANDBOX: '1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 0)));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  return {
    pid: child.pid!,
    url,
    child,
    stderr: () => stderr,
    exited,
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (ended) throw new Error(`the store exited before it was ready:\n${stderr}`);
        try {
          if ((await fetch(`${url}/readyz`)).status === 200) return;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the store was not ready within ${timeoutMs} ms:\n${stderr}`);
    },
    async crash() {
      if (!ended) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!ended) child.kill('SIGTERM');
      await exited;
    },
  };
}
