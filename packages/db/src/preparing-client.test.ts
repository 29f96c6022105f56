import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { eq, sql } from './orm.ts';
import { countries } from './schema/index.ts';
import { PreparingClient, statementName } from './preparing-client.ts';
import { seedDemoCatalogue } from './seed/index.ts';
import { createServerDatabase } from './testing.ts';

describe.runIf(!!process.env.TEST_DATABASE_URL)('statements prepared once per connection (PostgreSQL)', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  let url: string;
  let database: Database;

  beforeAll(async () => {
    server = await createServerDatabase();
    url = server.url;
    // One connection, so every statement below runs on the session whose prepared statements are read.
    database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await database.migrate();
    await seedDemoCatalogue(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await server?.drop();
  });

  const prepared = async () => {
    const result = (await database.db.execute(sql`select name, statement from pg_prepared_statements`)) as unknown as {
      rows: Array<{ name: string; statement: string }>;
    };
    return result.rows;
  };

  it('prepares a statement with parameters under the name of its text, once, and answers it every time', async () => {
    const find = (code: string) => database.db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
    expect(await find('sg')).toEqual([{ code: 'sg' }]);
    const text = find('sg').toSQL().sql;
    const ofText = (await prepared()).filter((row) => row.statement === text);
    expect(ofText).toEqual([{ name: statementName(text), statement: text }]);
    // Other values, the same statement: each answered for its own value, nothing new prepared.
    const before = (await prepared()).length;
    expect(await find('zz')).toEqual([]);
    expect(await find('my')).toEqual([{ code: 'my' }]);
    expect((await prepared()).length).toBe(before);
  });

  it('leaves a statement without parameters unnamed', async () => {
    await database.db.execute(sql`select 41 + 1 as answer`);
    expect((await prepared()).some((row) => row.statement.includes('41 + 1'))).toBe(false);
  });

  it('answers a statement that fails to parse with its error every time, and the connection stays usable', async () => {
    const client = new PreparingClient({ connectionString: url });
    await client.connect();
    try {
      for (let i = 0; i < 2; i++) {
        await expect(client.query({ text: 'selec $1::int' }, [1])).rejects.toThrow(/syntax error/);
        const { rows } = await client.query({ text: 'select $1::int as n' }, [i]);
        expect(rows).toEqual([{ n: i }]);
      }
    } finally {
      await client.end();
    }
  });

  it('prepares no more than its cap, and runs the statements past it unnamed', async () => {
    const client = new PreparingClient({ connectionString: url });
    client.maxNamed = 2;
    await client.connect();
    try {
      for (let n = 1; n <= 4; n++) {
        const { rows } = await client.query({ text: `select $1::int + ${n} as n` }, [10]);
        expect(rows).toEqual([{ n: 10 + n }]);
      }
      const { rows } = await client.query('select count(*)::int as n from pg_prepared_statements');
      expect(rows).toEqual([{ n: 2 }]);
      expect(client.named.size).toBe(2);
    } finally {
      await client.end();
    }
  });
});
