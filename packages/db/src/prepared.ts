import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs a statement made many times a second (the money path's) as a named prepared statement: on
 * PostgreSQL each connection parses and plans it once instead of at every call
 * (docs/decisions/0058). `name` must always stand for the same SQL text; the values may differ.
 * Answers what `execute` answers (`{ rows }`); the embedded database runs it as it runs any query.
 */
export function executePrepared(executor: Executor, name: string, query: SQL): Promise<unknown> {
  return executor._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}
