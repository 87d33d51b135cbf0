// Preloaded into a server process by bench:seamless (BENCH_CPU_PROF=<dir>, through NODE_OPTIONS=--import, where
// node 20 refuses --cpu-prof): profiles from the SIGUSR2 the bench sends just before its storm (start-up is not what
// we want to see) and writes <dir>/server-<pid>.cpuprofile when the process exits.
// The in-thread inspector session answers synchronously, so the profile is written inside the exit handler.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  process.once('SIGUSR2', () => session.post('Profiler.start'));
  process.on('exit', () => {
    session.post('Profiler.stop', (err, result) => {
      if (!err)
        writeFileSync(path.join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
