// Runs `npm test` on a busy machine: two CPU-bound processes spin beside it for the whole run, so
// the suites prove they wait for conditions rather than for luck (issue 38: a test that passes alone
// must pass when the cores are taken).
//
//   node test/under-load.mjs                          every suite, with two busy cores
//   node test/under-load.mjs test/unit test/modules   the arguments are npm test's (path prefixes)
//   npm run test:load -- test/modules                 the same through npm
//   BUSY_PROCESSES=4 node test/under-load.mjs …       more (or fewer) busy processes than two
//
// The busy processes run at the tests' own priority (this process's nice value), so neither side is
// favoured by the scheduler. They leave with this script whatever the way out: normal end, failure,
// Ctrl-C, SIGTERM, or even SIGKILL of this script (each one watches its IPC channel to us and exits
// when it closes). Ctrl-C and SIGTERM also end npm test and everything it started. The exit code is
// npm test's.
import { fork, spawn } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUSY_FLAG = '--busy-loop';
const count = Number(process.env.BUSY_PROCESSES ?? 2);

/**
 * The body of a busy process: spins in 50 ms slices, yielding to the event loop between slices so
 * that the closing of the IPC channel (its parent gone, however it went) ends it.
 */
function busyLoop() {
  process.on('disconnect', () => process.exit(0));
  const spin = () => {
    const end = Date.now() + 50;
    while (Date.now() < end);
    setImmediate(spin);
  };
  spin();
}

if (process.argv[2] === BUSY_FLAG) {
  busyLoop();
} else {
  const priority = getPriority();
  const busy = Array.from({ length: count }, () => {
    const child = fork(fileURLToPath(import.meta.url), [BUSY_FLAG], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    // Same nice value as the tests (npm test inherits ours), set explicitly in case the default differs.
    if (child.pid !== undefined) setPriority(child.pid, priority);
    return child;
  });
  const stopBusy = () => {
    for (const child of busy) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.on('exit', stopBusy);

  console.log(`▶ under load: ${busy.length} CPU-bound process(es) (pids ${busy.map((child) => child.pid).join(', ')}, nice ${priority}) beside npm test`);
  const startedAt = performance.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // In a process group of its own: npm's shell does not pass a signal on to node test/run.mjs, so a
  // signal is sent to the whole group (npm, run.mjs, the type checker and the test processes).
  const tests = spawn(npm, ['test', '--', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', detached: true });

  // Ctrl-C, SIGTERM or SIGHUP: stop the busy processes now, pass the signal on to npm test's group, and
  // leave with npm test's own ending.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopBusy();
      if (tests.pid !== undefined && tests.exitCode === null && tests.signalCode === null) process.kill(-tests.pid, signal);
    });
  }
  tests.on('error', (error) => {
    console.error(`under-load: could not start npm test: ${error.message}`);
    process.exit(1);
  });
  tests.on('close', (code, signal) => {
    stopBusy();
    const seconds = Math.round((performance.now() - startedAt) / 1000);
    console.log(`▶ under load: npm test ended after ${seconds} s with ${signal ?? `code ${code}`}`);
    process.exit(code ?? 1);
  });
}
