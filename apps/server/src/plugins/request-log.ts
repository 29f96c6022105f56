import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString } from 'pino';

const REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * Request ids (`genReqId`): the proxy's `x-request-id` when it sends a sane one, so a request keeps
 * its id across the fleet; otherwise this process's random prefix and a counter. Unique without a
 * UUID per request (48 random bits tell the processes apart), and the counter orders a process's log.
 */
export function createRequestIds(): (request: IncomingMessage) => string {
  const prefix = randomBytes(6).toString('base64url');
  let next = 0;
  return (request) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && REQUEST_ID.test(given) ? given : `${prefix}-${(next++).toString(36)}`;
  };
}

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Log = (...args: unknown[]) => void;
/** The store's logger is pino, which answers whether a level is written. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger, made when it first writes (`childLoggerFactory`). Pino makes a child per
 * request otherwise, its bindings serialized and its level set, and at the level the store runs at
 * most requests never write a line: that was a measurable part of the catalogue API's cost.
 */
class RequestLogger {
  readonly #parent: Logger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #made: Logger | undefined;

  constructor(parent: Logger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): Logger {
    return (this.#made ??= this.#parent.child(this.#bindings, this.#options) as Logger);
  }

  /** Whether a line at this level would be written, answered without making the logger. */
  #writes(level: LogMethod): boolean {
    if (this.#made) return this.#made.isLevelEnabled(level);
    const routeLevel = this.#options.level;
    return routeLevel === undefined ? this.#parent.isLevelEnabled(level) : this.#logger().isLevelEnabled(level);
  }

  #write(level: LogMethod, args: unknown[]): void {
    if (this.#writes(level)) (this.#logger()[level] as Log)(...args);
  }

  get level(): LevelWithSilentOrString {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#logger().level = level;
  }

  isLevelEnabled(level: LogMethod): boolean {
    return this.#writes(level);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory` for a pino logger (not for `logger: false`, whose children are itself). */
export function requestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(parent as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
