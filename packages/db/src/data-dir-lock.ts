import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One process at a time on an embedded data directory (docs/decisions/0022). PGlite has no lock of
 * its own: two processes on one directory each see only their own writes and leave it unopenable.
 *
 * The lock is a file beside the directory (`<dir>.lock`; the database refuses to initialise a
 * directory holding anything else), made with an atomic hard link so two starts cannot both win.
 * It names its holder by process id and that process's start time, so a holder that died (a crash,
 * `kill -9`) is recognised and its lock taken over, even when a new process reuses its id.
 */
export type DataDirHolder = { pid: number; startTime: string | null; host: string; since: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}). ` +
        'Only one process may open it: stop that process, or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
  }
}

/** The kernel's start time of a process (Linux), which tells a live holder from a new process with a reused id. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: DataDirHolder): boolean {
  if (holder.host !== hostname()) return true; // another machine's process cannot be checked: assume it lives
  if (holder.pid === process.pid) return false; // our own id in an old lock: its writer is gone
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const startTime = startTimeOf(holder.pid);
  return holder.startTime === null || startTime === null || startTime === holder.startTime;
}

function readHolder(file: string): DataDirHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataDirHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, startTime: parsed.startTime ?? null, host: parsed.host, since: parsed.since ?? 'unknown' };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err;
    return null; // unreadable or half-written: nobody can be shown to hold it
  }
}

function sameHolder(a: DataDirHolder | null, b: DataDirHolder | null): boolean {
  return !!a && !!b && a.pid === b.pid && a.startTime === b.startTime && a.host === b.host && a.since === b.since;
}

/** Takes the directory's lock or throws `DataDirLockedError`; the answer releases it (idempotent). */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  const me: DataDirHolder = { pid: process.pid, startTime: startTimeOf(process.pid), host: hostname(), since: new Date().toISOString() };
  const draft = `${file}.${process.pid}.tmp`;
  const fd = openSync(draft, 'w');
  writeSync(fd, JSON.stringify(me));
  closeSync(fd);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw err;
      }
      let holder: DataDirHolder | null;
      try {
        holder = readHolder(file);
      } catch {
        continue; // released meanwhile: try again
      }
      if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      // A dead holder's lock: move it aside, and make sure what was moved is the lock judged stale
      // (another starting process may have replaced it in between; then give that one back).
      const aside = `${file}.stale-${process.pid}`;
      try {
        renameSync(file, aside);
      } catch {
        continue;
      }
      const moved = readHolderOrNull(aside);
      if (moved && !sameHolder(moved, holder) && isAlive(moved)) {
        try {
          linkSync(aside, file);
        } catch {
          /* the lock is taken again: the next round reads it */
        }
      }
      try {
        unlinkSync(aside);
      } catch {
        /* already gone */
      }
    }
  } finally {
    try {
      unlinkSync(draft);
    } catch {
      /* already gone */
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (sameHolder(readHolderOrNull(file), me)) unlinkSync(file);
    } catch {
      /* nothing to release */
    }
  };
  process.on('exit', release);
  return release;
}

function readHolderOrNull(file: string): DataDirHolder | null {
  try {
    return readHolder(file);
  } catch {
    return null;
  }
}
