import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Named statements one connection keeps at most. The store sends a few hundred different
 * statements; the cap bounds what the server holds per connection if something ever builds an
 * endless variety of texts (the statements past it are parsed and planned every time, as before).
 */
export const MAX_NAMED_STATEMENTS = 500;

/** The name a statement's text is prepared under: the same text, the same name, on every connection. */
export function statementName(text: string): string {
  return `q_${createHash('sha1').update(text).digest('base64url')}`;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * A pool connection that prepares every statement with parameters under a name derived from its
 * text, so PostgreSQL parses and plans it once per connection instead of at every call
 * (docs/decisions/0061). The query builder's statements have a fixed text per shape and their
 * values as parameters, so the store's few hundred shapes are prepared once each. Statements
 * without parameters (transaction control, migrations) and those already named pass unchanged.
 */
export class PreparingClient extends pg.Client {
  /** Names this connection prepared or has sent to be prepared. */
  readonly named = new Set<string>();
  maxNamed = MAX_NAMED_STATEMENTS;
}

const query = pg.Client.prototype.query;
PreparingClient.prototype.query = function (this: PreparingClient, config: unknown, values?: unknown, callback?: unknown) {
  const named = nameOf(this, config, values);
  return (query as (...args: unknown[]) => unknown).call(this, named ?? config, values, callback);
} as typeof query;

function nameOf(client: PreparingClient, config: unknown, values: unknown): QueryConfig | null {
  // A plain config only: a submittable (a cursor, a stream) is an object of its own class.
  if (typeof config !== 'object' || config === null || Object.getPrototypeOf(config) !== Object.prototype) return null;
  const { text, name } = config as QueryConfig;
  const parameters = values ?? (config as QueryConfig).values;
  if (typeof text !== 'string' || name !== undefined || !Array.isArray(parameters) || parameters.length === 0) return null;
  const chosen = statementName(text);
  if (!client.named.has(chosen)) {
    if (client.named.size >= client.maxNamed) return null;
    client.named.add(chosen);
  }
  return { ...config, name: chosen };
}
