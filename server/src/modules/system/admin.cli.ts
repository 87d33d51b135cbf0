import { loadConfig } from '../../config';
import { runAdminCli } from './admin-cli-runner';

/** `pnpm admin ...`: operator switches (flags, status). See ADMIN_USAGE. */
runAdminCli(process.argv.slice(2), loadConfig())
  .then(({ via, settings }) => {
    console.log(`applied via ${via}`);
    console.log(JSON.stringify(settings, null, 2));
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
