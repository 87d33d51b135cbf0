import { readdirSync } from 'node:fs';
import path from 'node:path';
import { migrationNameOf } from '../../src/db/migrate';

describe('migration file names', () => {
  it('names a well-named migration and ignores what is not code', () => {
    expect(migrationNameOf('0720_missions_claims.ts')).toBe('0720_missions_claims');
    expect(migrationNameOf('0720_missions_claims.js')).toBe('0720_missions_claims');
    expect(migrationNameOf('0720_missions_claims.js.map')).toBeNull();
    expect(migrationNameOf('README.md')).toBeNull();
  });

  it('refuses a code file that breaks the pattern instead of skipping its tables', () => {
    expect(() => migrationNameOf('0720_missions.ts')).toThrow(/0720_missions\.ts is not named/);
    expect(() => migrationNameOf('720_missions_claims.ts')).toThrow(/not named/);
  });

  it('every file in migrations/ is well named', () => {
    const dir = path.join(__dirname, '..', '..', 'src', 'db', 'migrations');
    expect(() => readdirSync(dir).forEach(migrationNameOf)).not.toThrow();
  });
});
