import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * One statement on a connection of its own, closed after it: making and dropping databases on a
 * server's maintenance database (tests, benches), where no pool is open.
 */
export async function queryOnce(connectionString: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the test server (TEST_DATABASE_URL), for a store that migrates and
 * seeds it itself (a spawned process, a connection through a relay): its URL, and how to drop it.
 */
export async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  await queryOnce(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => queryOnce(adminUrl, `drop database if exists ${name} with (force)`) };
}
