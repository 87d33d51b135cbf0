import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../helpers/server-process';

/** Development tools never face a network: a development-mode server refuses a non-loopback address. */
test('a development-mode server will not listen beyond localhost, and says why', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'devbind-'));
  try {
    await expect(
      startServer(
        { NODE_ENV: 'development', HOST: '0.0.0.0', DATA_DIR: dataDir, PUBLISH_ON_START: 'false' },
        60_000,
      ),
    ).rejects.toThrow(/listens on localhost only \(HOST=0\.0\.0\.0 refused\)/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a local demo announces itself as one, with its development tools on', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'devbind-'));
  const server = await startServer(
    { NODE_ENV: 'development', DATA_DIR: dataDir, DB_IN_MEMORY: 'true', PUBLISH_ON_START: 'false' },
    90_000,
  );
  try {
    expect(server.output).toMatch(/LOCAL DEMO \(NODE_ENV=development\): development tools are ON/);
  } finally {
    server.proc.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
