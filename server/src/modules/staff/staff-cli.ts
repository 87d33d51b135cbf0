import { staffCreateRequestSchema } from '@site/shared/schemas/operator';
import type { Config } from '../../config';
import { optionOf, operatorName, viaDatabase, viaRunningServer } from '../system/admin-call';
import { createStaff } from './staff-admin.service';

export const STAFF_USAGE =
  'usage: npm run admin -- staff create <account> --name "Display Name" --role <owner|finance|risk|support|marketing|content|agent-manager|release-manager> [--as <label>]';

/**
 * `npm run admin -- staff create …` (docs/back-office.md "The first owner"): creates a staff member through the
 * running server's permissioned API as the automation identity (or straight on the database when no server runs)
 * and prints the one-time enrolment link.
 */
export async function runStaffCli(args: string[], config: Config): Promise<{ via: string; result: unknown }> {
  if (args[0] !== 'create' || !args[1]) throw new Error(STAFF_USAGE);
  const parsed = staffCreateRequestSchema.safeParse({
    account: args[1],
    displayName: optionOf(args, '--name') ?? args[1],
    role: optionOf(args, '--role'),
  });
  if (!parsed.success)
    throw new Error(
      `${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}\n${STAFF_USAGE}`,
    );
  const label = operatorName(args);
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const base = `http://${host}:${config.PORT}`;
  const answer = await viaRunningServer(config, {
    method: 'POST',
    path: '/wps/admin/staff',
    body: parsed.data,
    actor: label,
  });
  const created = answer.answered
    ? { via: 'server', value: answer.value as { enrolmentUrl: string; expiresAt: string } }
    : {
        via: 'database',
        value: await viaDatabase(config, (db) =>
          createStaff(db, { staffId: null, actor: `automation:${label}`, address: 'cli' }, parsed.data),
        ),
      };
  console.log(
    `\nOne-time enrolment link for ${parsed.data.account} (valid until ${created.value.expiresAt}):\n  ${base}${created.value.enrolmentUrl}\n`,
  );
  return { via: created.via, result: created.value };
}
