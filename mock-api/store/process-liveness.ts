import { readFileSync } from 'node:fs';

/**
 * Whether the process that wrote a lock still runs.
 *
 * `kill(pid, 0)` alone is not enough: a server killed with SIGKILL lingers as a zombie until its
 * parent reaps it, and signalling a zombie succeeds, so a restart seconds after a kill was refused.
 * On Linux, /proc/<pid>/stat tells the state (Z zombie, X dead) and when the process started,
 * which also tells a reused pid from the original owner. Where /proc is absent (macOS) the signal
 * is all there is.
 */
export interface ProcessIdentity {
  pid: number;
  /** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), if known. */
  startTicks?: number;
}

interface ProcStat {
  state: string;
  startTicks: number;
}

/** Parses /proc/<pid>/stat; the command name may hold spaces and parentheses, so fields are counted after its last ")". */
export function parseProcStat(text: string): ProcStat | null {
  const end = text.lastIndexOf(')');
  if (end < 0) return null;
  const fields = text.slice(end + 2).trim().split(' ');
  // After the name: state is field 3 of the whole line, starttime field 22.
  const state = fields[0];
  const startTicks = Number(fields[19]);
  if (!state || !Number.isFinite(startTicks)) return null;
  return { state, startTicks };
}

function procStat(pid: number): ProcStat | null | 'absent' {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : null;
  }
}

/** This process's identity, to be written into its lock. */
export function ownIdentity(): ProcessIdentity {
  const stat = procStat(process.pid);
  return stat && stat !== 'absent' ? { pid: process.pid, startTicks: stat.startTicks } : { pid: process.pid };
}

export function isProcessAlive(identity: ProcessIdentity): boolean {
  try {
    process.kill(identity.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(identity.pid);
  // No /proc on this system, or unreadable: trust the signal.
  if (stat === null) return true;
  // The signal reached it but /proc has no entry: reaped in between.
  if (stat === 'absent') return process.platform !== 'linux';
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return false;
  // Same pid, another process: the owner died and the number was given out again.
  if (identity.startTicks !== undefined && identity.startTicks !== stat.startTicks) return false;
  return true;
}
