import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  /** Waits for the process to be gone (after a kill). */
  exited: Promise<void>;
  /** What the process printed up to "Site ready". */
  output: string;
}

const SERVER_DIR = path.resolve(__dirname, '..', '..');

/**
 * Starts the real server (`src/main.ts`) as its own process. `node --import tsx` rather than the
 * `tsx` CLI: the CLI runs the app in a child process, and a SIGKILL to the CLI would orphan it.
 */
export function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const inherited = { ...process.env };
  // The suite's own DATABASE_URL (possibly '') is not the server's: callers pass one explicitly.
  delete inherited.DATABASE_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1].replace('localhost', '127.0.0.1'), proc, exited, output });
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
}
