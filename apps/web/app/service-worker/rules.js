/*
 * Rules of the shop's service worker (shell §4: "a service worker is registered on load, scoped to
 * the first path segment"). A classic script of plain declarations: the worker runs it before
 * worker.js (routes/service-worker.ts serves the two as one script), and rules.test.ts evaluates
 * it on its own to test the rules.
 */

/** Screens (after the shop segment) that belong to one shopper or one order: never kept on the device. */
var PRIVATE_SCREENS =
  /^(?:waiting|complete|sign-in|sign-up|confirm-signup|recover-password|verify|user|wallet|redeem|unsubscribe|notifications|sw\.js)(?:[/.]|$)/;

/** The API and the providers: the worker never answers for them, online or not. */
var NOT_PAGES = /^\/(?:api|sandbox|graphql|ws|healthz|readyz)(?:[/.]|$)/;

/** Unhashed public files (logo, icons, manifest): kept, and refreshed in the background. */
var STATIC_FILE = /\.(?:svg|png|webp|ico|webmanifest)$/;

/**
 * What a GET request is to the worker of the shop at `scopePath` ("/sg/"):
 * - "page": a page of this shop, opened by the browser (a navigation);
 * - "data": the loader data of a page of this shop (React Router's `.data` requests);
 * - "asset": a hashed build file (/assets/…), which never changes;
 * - "static": an unhashed public file;
 * - "other": none of its business (the API, other sites, other shops).
 */
function requestKind(url, scopePath, origin, mode) {
  if (url.origin !== origin || NOT_PAGES.test(url.pathname)) return 'other';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (url.pathname.startsWith(scopePath)) {
    if (url.pathname.endsWith('.data')) return 'data';
    if (mode === 'navigate') return 'page';
    return 'other';
  }
  return STATIC_FILE.test(url.pathname) ? 'static' : 'other';
}

/** Whether a page (or its data) of the shop may be kept: not checkout outcomes, orders or accounts. */
function keepablePath(pathname, scopePath) {
  if (!pathname.startsWith(scopePath)) return false;
  return !PRIVATE_SCREENS.test(pathname.slice(scopePath.length));
}

/**
 * Whether an answer may be kept: a whole, successful one that may be stored. `private` may: this
 * cache is the shopper's own device (a page that sets the country cookie is `private`, ADR 0020);
 * personal pages say `no-store`.
 */
function keepableResponse(status, type, cacheControl) {
  if (status !== 200 || (type !== 'basic' && type !== 'default')) return false;
  return !/(?:^|,)\s*no-store\b/i.test(cacheControl || '');
}

/** A page is kept under its path alone: "/sg/?utm_source=x" is the same page as "/sg/". */
function pageKey(url) {
  return url.origin + url.pathname;
}

/** The hashed build files a page loads (styles, entry, route modules), from its HTML. */
function assetPaths(html) {
  var found = new Set();
  var pattern = /["'(](\/assets\/[^"'()?#\s]+)/g;
  var match;
  while ((match = pattern.exec(html)) !== null) found.add(match[1]);
  return Array.from(found);
}

/**
 * The offline page as served in place of a page that is not on the device: its scripts removed
 * (it would otherwise hydrate as the wrong route, and needs none), and one line that reloads the
 * page the shopper asked for when the connection returns and the page answers.
 */
function offlineDocument(html) {
  var stripped = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
  // Reload only once the page really answers: "online" also fires on a flapping or captive network,
  // so a check that fails is tried again a few times, further apart each time.
  var reload =
    '<script>addEventListener("online",function(){var tries=0;' +
    'function check(){fetch(location.href,{method:"HEAD",cache:"no-store"}).then(function(r){r.ok?location.reload():later()},later)}' +
    'function later(){if(++tries<8)setTimeout(check,1000*tries)}check()})</script>';
  return stripped.includes('</body>') ? stripped.replace('</body>', reload + '</body>') : stripped + reload;
}
