/**
 * @jest-environment node
 */
// The anatomy's lint rules (docs/architecture.md "Remote anatomy") fail on a deliberate violation: the workspace's
// own eslint.config.js lints fixture sources at paths inside a real remote (the files need not exist).
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../../../..');
// The config is handed over as an object: ESLint loads a config file with a dynamic import, which jest's CommonJS
// runtime refuses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(root, 'eslint.config.js'));
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const FEATURE_FILE = 'mfe-member/src/features/withdraw/components/lint-fixture.tsx';
const use = (source: string) => `import { thing } from '${source}';\nexport const used = thing;\n`;

describe('feature boundaries', () => {
  it("fails when a feature reaches inside another feature's folders", async () => {
    expect(await ruleIds(FEATURE_FILE, use('../../security/components/withdrawal-password-form'))).toEqual([
      'site/feature-boundaries',
    ]);
    expect(await ruleIds(FEATURE_FILE, `export { thing } from '../../security/api/take-break';\n`)).toEqual([
      'site/feature-boundaries',
    ]);
    expect(
      await ruleIds(
        FEATURE_FILE,
        `export const load = () => import('../../security/components/security-page');\n`,
      ),
    ).toEqual(['site/feature-boundaries']);
  });

  it("passes through the other feature's index.ts, its own folders and src/lib", async () => {
    expect(await ruleIds(FEATURE_FILE, use('../../security'))).toEqual([]);
    expect(await ruleIds(FEATURE_FILE, use('../../security/index'))).toEqual([]);
    expect(await ruleIds(FEATURE_FILE, use('../api/get-withdrawals'))).toEqual([]);
    expect(await ruleIds(FEATURE_FILE, use('../../../lib/error-message'))).toEqual([]);
  });

  it('fails when src/lib imports a feature, even through its index', async () => {
    expect(await ruleIds('mfe-member/src/lib/lint-fixture.ts', use('../features/security'))).toEqual([
      'site/feature-boundaries',
    ]);
  });

  it('holds in the shell too', async () => {
    expect(
      await ruleIds(
        'shell/src/features/auth/components/lint-fixture.tsx',
        use('../../register/lib/message-text'),
      ),
    ).toEqual(['site/feature-boundaries']);
  });
});

describe('file names', () => {
  it('fails on a file name that is not kebab-case', async () => {
    expect(
      await ruleIds('mfe-agent/src/features/income/components/MyIncome.tsx', 'export const a = 1;\n'),
    ).toEqual(['check-file/filename-naming-convention']);
    expect(await ruleIds('mfe-lobby/src/lib/api/game_list.ts', 'export const a = 1;\n')).toEqual([
      'check-file/filename-naming-convention',
    ]);
  });

  it('passes kebab-case names with a middle extension', async () => {
    expect(
      await ruleIds('mfe-agent/src/features/income/components/my-income.test.tsx', 'export const a = 1;\n'),
    ).toEqual([]);
  });
});
