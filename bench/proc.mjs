// What a process and its children (nginx's master and worker) use, read from /proc (Linux only).
import { readFileSync } from 'node:fs';

/** The process and its descendants' pids. */
function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    try {
      for (const task of readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').split(' ').filter(Boolean)) pids.push(Number(task));
    } catch {
      // gone, or no children file on this kernel
    }
  }
  return pids;
}

/** CPU time (user + system) the process and its children have used so far, in ms. */
export function cpuMs(pid) {
  let total = 0;
  for (const each of processTree(pid)) {
    try {
      const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
    } catch {
      return NaN;
    }
  }
  return total;
}

/** Resident memory of the process and its children, in MB. */
export function rssMb(pid) {
  let kb = 0;
  for (const each of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, 'utf8'))?.[1] ?? NaN);
    } catch {
      return NaN;
    }
  }
  return kb / 1024;
}
