// Where each bench process runs. With taskset and two or more cores, the measured server (gateway
// or nginx) and the upstream share core 0 and the load generator has core 1 to itself, so a server
// is measured on one core, as nginx's one worker is; unpinned, the load generator and the server
// fight over both cores and the ratios flatter whichever side loses less.
import { spawnSync } from 'node:child_process';
import { availableParallelism, cpus } from 'node:os';

/** The core the measured server and the upstream run on. */
export const SERVER_CORE = 0;
/** The core the load generator runs on. */
export const LOAD_CORE = 1;

/** True when processes can be pinned: Linux's taskset is installed and there are two cores or more. */
export const canPin = availableParallelism() >= 2 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;

/** The command and arguments that run `command args` on `core`, or unpinned when pinning is not possible. */
export function pinned(core, command, args) {
  return canPin ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

/** Pins an already running process (this one, for the in-process load generator); false when it cannot. */
export function pinProcess(pid, core) {
  return canPin && spawnSync('taskset', ['-cp', String(core), String(pid)], { stdio: 'ignore' }).status === 0;
}

/**
 * The command and arguments that run `command args` on every core, whatever this process is pinned
 * to: a child inherits its parent's pinning, so a browser bench started by a process pinned to the
 * load's core would run Chromium, the gateway and the sandbox on that one core.
 */
export function onAllCores(command, args) {
  // os.cpus() lists the machine's cores; availableParallelism() only those this process may use,
  // which is one once it has pinned itself.
  return canPin ? ['taskset', ['-c', `0-${cpus().length - 1}`, command, ...args]] : [command, args];
}
