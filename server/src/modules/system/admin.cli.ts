import { loadConfig } from '../../config';
import { runAdminCli } from './admin-cli-runner';
import { runWithdrawalsCli } from '../withdrawals/withdrawals-cli';
import { runWalletCli } from '../wallet/adjustments-cli';
import { runRgCli } from '../responsible-gaming/responsible-gaming-cli';
import { runPromotionsCli } from '../promotions/promotions-cli';
import { runMissionsCli } from '../missions/missions-cli';
import { runRaffleCli } from '../raffle/raffle-cli';
import { runRewardsCli } from '../points/rewards-cli';
import { runReleaseTokenCli } from '../releases/release-token-cli';
import { runStaffCli } from '../staff/staff-cli';

/** `pnpm admin ...`: operator switches (flags, status). See ADMIN_USAGE. */
const args = process.argv.slice(2);
// `pnpm admin withdrawals ...` (member centre: list pending, approve, reject); the rest are system switches.
// `pnpm admin wallet ...` (operator balance adjustments); `pnpm admin rg ...` (responsible gaming).
// `pnpm admin promotions|missions|raffle|rewards ...`: the operator catalogues (docs/promotions.md "Operators").
const promotionsClis = {
  promotions: runPromotionsCli,
  missions: runMissionsCli,
  raffle: runRaffleCli,
  rewards: runRewardsCli,
  // `pnpm admin staff create <account> --name … --role owner`: a staff member and their enrolment link.
  staff: runStaffCli,
};
const run =
  args[0] === 'release-token'
    ? runReleaseTokenCli(args.slice(1), loadConfig()).then(({ via, result }) => ({ via, settings: result }))
    : args[0] === 'withdrawals'
      ? runWithdrawalsCli(args.slice(1), loadConfig()).then(({ via, result }) => ({ via, settings: result }))
      : args[0] === 'wallet'
        ? runWalletCli(args.slice(1), loadConfig()).then(({ via, result }) => ({ via, settings: result }))
        : args[0] === 'rg'
          ? runRgCli(args.slice(1), loadConfig()).then(({ via, result }) => ({ via, settings: result }))
          : Object.hasOwn(promotionsClis, args[0] ?? '')
            ? promotionsClis[args[0] as keyof typeof promotionsClis](args.slice(1), loadConfig()).then(
                ({ via, result }) => ({ via, settings: result }),
              )
            : runAdminCli(args, loadConfig());
run
  .then(({ via, settings }) => {
    console.log(`applied via ${via}`);
    console.log(JSON.stringify(settings, null, 2));
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
