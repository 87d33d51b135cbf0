import { execFileSync } from 'node:child_process';

/**
 * A free TCP port, found synchronously: playwright.config.ts must know the base URL when it is
 * loaded, before any async global setup runs.
 */
export function findFreePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
