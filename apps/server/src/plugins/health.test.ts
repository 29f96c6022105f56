import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store as TestApp } from '../testing/store.ts';
import { databaseKinds } from '../testing/database.ts';

describe.each(databaseKinds)('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startStore(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers alive and ready, with a request id', async () => {
    const alive = await t.app.inject('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.headers['x-request-id']).toMatch(/^[\w-]+$/);
    const ready = await t.app.inject({ url: '/readyz', headers: { 'x-request-id': 'probe-1' } });
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['x-request-id']).toBe('probe-1');
  });

  it('answers unknown API paths with the not-found envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ resultCode: 404, resultMessage: 'Not found.', data: null });
  });

  it('is not ready once the database is gone', async () => {
    await t.database.close();
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
  });
});
