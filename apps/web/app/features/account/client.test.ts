import { describe, expect, it } from 'vitest';
import { createCsrfSource } from './client.ts';

describe('anti-forgery token source', () => {
  it('fetches once, then again on a timer of expiry × 1000 ms', async () => {
    let calls = 0;
    const timers: Array<{ run: () => void; ms: number }> = [];
    const source = createCsrfSource(async () => ({ ok: true, data: { token: `t${++calls}`, expiry: 1800 } }), {
      set: (run, ms) => {
        timers.push({ run, ms });
        return timers.length;
      },
      clear: () => {},
    });
    expect(await source.token()).toBe('t1');
    expect(await source.token()).toBe('t1');
    expect(calls).toBe(1);
    expect(timers.map((t) => t.ms)).toEqual([1_800_000]);
    timers[0]!.run();
    expect(await source.token()).toBe('t2');
  });

  it('asks again after a failed fetch', async () => {
    let calls = 0;
    const source = createCsrfSource(
      async () =>
        ++calls === 1
          ? ({ ok: false, resultCode: 0, messageKey: 'errors:api.networkError', fields: [], data: null } as never)
          : { ok: true, data: { token: 'ok', expiry: 10 } },
      { set: () => 0, clear: () => {} },
    );
    expect(await source.token()).toBeNull();
    expect(await source.token()).toBe('ok');
  });
});
