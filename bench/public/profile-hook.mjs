// Loaded into the product by the benchmark (NODE_OPTIONS=--import, where --cpu-prof is not
// allowed): each SIGUSR2 starts V8's CPU profiler, the next one stops it and writes the
// profile to BENCH_PROFILE_DIR, so a profile covers exactly one measured window.
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const directory = process.env.BENCH_PROFILE_DIR;
if (directory) {
  const session = new Session();
  session.connect();
  let running = false;
  let count = 0;
  process.on('SIGUSR2', () => {
    if (!running) {
      session.post('Profiler.enable', () => session.post('Profiler.start'));
      running = true;
      return;
    }
    running = false;
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(join(directory, `product-${++count}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
