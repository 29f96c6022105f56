import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from '@store/contracts/identity.ts';
import type { OutboxEntry } from '../providers/messaging/index.ts';

/** A clock tests move by hand: code expiry, lockouts and token lifetimes without waiting. */
export function testClock(start = Date.now()) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

export type Answer = {
  status: number;
  body: { resultCode: number | string; resultMessage: string; data: any };
  headers: Record<string, unknown>;
};
type Cookie = { value: string; path: string; httpOnly: boolean; sameSite: string | undefined; secure: boolean };

/**
 * A browser for `inject()`: keeps cookies per path as a browser would (the refresh cookie only
 * goes to /api/identity), fetches and sends the anti-forgery token, and reads the sandbox outbox.
 */
export class TestBrowser {
  readonly cookies = new Map<string, Cookie>();
  private csrfToken: { token: string; until: number } | null = null;

  /**
   * `now` is the server's clock: the token is fetched again once its advertised expiry has passed.
   * `remoteAddress` is the client's address, which per-address limits count by.
   */
  constructor(
    readonly app: FastifyInstance,
    readonly host = 'localhost',
    private readonly now: () => number = Date.now,
    readonly remoteAddress = '127.0.0.1',
  ) {}

  /** The Cookie header this browser sends to `url`. */
  cookieFor(url: string): string | undefined {
    const sent = [...this.cookies].filter(
      ([, c]) => url === c.path || url.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/',
    );
    return sent.length ? sent.map(([name, c]) => `${name}=${c.value}`).join('; ') : undefined;
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; raw?: string; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { host: this.host, ...options.headers };
    // First the token, whose first fetch sets the cookie it is bound to.
    if (method === 'POST' && options.csrf !== false) headers[CSRF_HEADER] ??= await this.csrf();
    const cookie = this.cookieFor(url);
    if (cookie) headers.cookie = cookie;
    const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.remoteAddress,
      ...(payload !== undefined ? { payload } : {}),
    });
    for (const c of response.cookies) {
      const gone = c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() <= Date.now()) || c.value === '';
      if (gone) this.cookies.delete(c.name);
      else
        this.cookies.set(c.name, { value: c.value, path: c.path ?? '/', httpOnly: !!c.httpOnly, sameSite: c.sameSite, secure: !!c.secure });
    }
    let body: Answer['body'];
    try {
      body = response.json();
    } catch {
      throw new Error(`${method} ${url} answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 200)}`);
    }
    return { status: response.statusCode, body, headers: response.headers };
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request('GET', url, { headers });
  }

  post(url: string, body?: unknown, options: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request('POST', url, { body, ...options });
  }

  async csrf(): Promise<string> {
    if (this.csrfToken && this.csrfToken.until > this.now()) return this.csrfToken.token;
    const answer = await this.get('/generateCsrfToken');
    const { token, expiry } = answer.body.data as { token: string; expiry: number };
    this.csrfToken = { token, until: this.now() + expiry * 1000 };
    return token;
  }

  async outbox(to: string): Promise<OutboxEntry[]> {
    const answer = await this.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
    return answer.body.data as OutboxEntry[];
  }

  /** The newest code sent to an address. */
  async lastCode(to: string): Promise<string> {
    // Receipts go to the same addresses (issue 17): the newest message that has a code.
    const latest = (await this.outbox(to)).find((message) => message.params.code !== undefined);
    if (!latest) throw new Error(`nothing was sent to ${to}`);
    return String(latest.params.code);
  }
}
