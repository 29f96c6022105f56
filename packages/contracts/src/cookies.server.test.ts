import { describe, expect, it } from 'vitest';
import { readCookie, readCookies } from './cookies.server.ts';

describe("reading a request's cookies on the server", () => {
  const header = 'country=de; cookie_consent=C0001%3A1%7CC0002%3A0; store_access=eyJ.a.b; empty=';

  it('finds a cookie by its exact name, from a header or a fetch Request', () => {
    const request = new Request('http://localhost/', { headers: { cookie: header } });
    for (const source of [header, request, [header]]) {
      expect(readCookie(source, 'country')).toBe('de');
      expect(readCookie(source, 'store_access')).toBe('eyJ.a.b');
      expect(readCookie(source, 'access')).toBeUndefined();
    }
    expect(readCookie('not_store_access=1', 'store_access')).toBeUndefined();
  });

  it('decodes values, keeps one that does not decode as sent, and tells an empty value from none', () => {
    expect(readCookie(header, 'cookie_consent')).toBe('C0001:1|C0002:0');
    expect(readCookie('country=%E0', 'country')).toBe('%E0');
    expect(readCookie(header, 'empty')).toBe('');
  });

  it('takes the first of two cookies with one name, and reads nothing from no header', () => {
    expect(readCookie('country=sg; country=my', 'country')).toBe('sg');
    for (const none of [undefined, null, '', new Request('http://localhost/')]) expect(readCookies(none)).toEqual({});
  });
});
