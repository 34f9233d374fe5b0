/**
 * Where the machine's CPU goes while buyers hold seats, besides the app: PostgreSQL's processes
 * (read from /proc: Linux, database on this machine) and the load generator itself. On a 2-core
 * machine the three share the cores, so the app's own rate says little alone.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

/** CPU time (ms) used so far by the processes named `postgres` on this machine; null where /proc cannot tell. */
export function postgresCpuMs(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let total = 0;
  let found = false;
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    // "pid (name) state ppid …": the name may hold spaces, so fields are counted after its ')'.
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const after = stat.slice(close + 2).split(' ');
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
    total += (Number(after[11]) + Number(after[12])) * TICK_MS;
    found = true;
  }
  return found ? total : null;
}

/** This process's CPU time so far (ms): the load generator's own share. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
