/**
 * The browser SDK of the sandbox publisher (shell §7), served by the store at /partner-sdk.js.
 * It defines `window.PartnerSDK` with the four operations; each resolves to `{status: {code}, data}`
 * (2000 success, 2002 failure) and never rejects. The publisher session's token is the SDK's own
 * business, kept in local storage under the SDK's key.
 */
export function partnerSdkScript(apiBase: string): string {
  return `(function () {
  'use strict';
  var API = ${JSON.stringify(apiBase)};
  var TOKEN_KEY = 'sandbox-publisher.accessToken';
  function store() { try { return window.localStorage; } catch (e) { return null; } }
  function token() { var s = store(); return (s && s.getItem(TOKEN_KEY)) || ''; }
  function failed(message) { return { status: { code: 2002, message: message }, data: null }; }
  function call(method, path, body) {
    var headers = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    var t = token();
    if (t) headers.authorization = 'Bearer ' + t;
    return fetch(API + path, { method: method, headers: headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'omit' })
      .then(function (r) { return r.json(); })
      .then(function (answer) { return answer && answer.status && typeof answer.status.code === 'number' ? answer : failed('bad answer'); })
      .catch(function () { return failed('network'); });
  }
  window.PartnerSDK = {
    version: 'sandbox-1',
    login: function (code) {
      return call('POST', '/login', { code: String(code || '') }).then(function (answer) {
        var s = store();
        if (answer.status.code === 2000 && answer.data && answer.data.accessToken && s) s.setItem(TOKEN_KEY, answer.data.accessToken);
        return answer;
      });
    },
    logout: function () {
      var s = store();
      return call('POST', '/logout').then(function (answer) { if (s) s.removeItem(TOKEN_KEY); return answer; });
    },
    fetchPlayer: function () {
      if (!token()) return Promise.resolve(failed('not signed in'));
      return call('GET', '/player').then(function (answer) {
        if (answer.status.code === 2000 && answer.data) answer.data.accessToken = token();
        return answer;
      });
    },
    initiateAuthentication: function (returnPath) {
      var path = typeof returnPath === 'string' && /^\\/(?![\\/\\\\])/.test(returnPath) ? returnPath : '/';
      var url = ${JSON.stringify('/sandbox/partner/login')} + '?redirect_uri=' + encodeURIComponent(path);
      window.location.assign(url);
      return Promise.resolve({ status: { code: 2000 }, data: { url: url } });
    }
  };
  window.dispatchEvent(new Event('partner-sdk-ready'));
})();
`;
}
