import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

/** The stale-lock rule of docs/decisions/0022; the two-process proof is in apps/server's embedded-database test. */
describe('the embedded data directory lock', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'store-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const holderOf = (dir: string) => JSON.parse(readFileSync(`${dir}.lock`, 'utf8')) as { pid: number };

  it('is held until released, and then free again', () => {
    const dir = path.join(root, 'a');
    const release = lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, startTime: null, host: hostname(), since: 'x' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release(); // not ours any more: left in place
    expect(holderOf(dir).pid).toBe(process.ppid);
  });

  it('takes over a lock whose process id now belongs to another process (a different start time)', () => {
    const dir = path.join(root, 'b');
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, startTime: '1', host: hostname(), since: 'x' }));
    const release = lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    release();
    expect(() => readFileSync(`${dir}.lock`)).toThrow(/ENOENT/);
  });

  it('takes over an unreadable lock, and never one held on another machine', () => {
    const dir = path.join(root, 'c');
    writeFileSync(`${dir}.lock`, '{"pid":');
    lockDataDir(dir)();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 1, startTime: null, host: 'another-host', since: 'x' }));
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1 on another-host/);
  });
});
