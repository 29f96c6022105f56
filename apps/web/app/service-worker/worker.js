/*
 * The service worker of one shop, served at /{segment}/sw.js so that its scope is that shop and
 * nothing more (a worker cannot claim more than its script's folder). It keeps the shop usable
 * offline:
 * - on install it keeps the shop's offline page and the page that registered it, with the hashed
 *   files they load;
 * - pages (and their `.data`) go to the network first and are kept as they come back, except
 *   checkout outcomes, orders and accounts (rules.js); without a network the kept copy answers,
 *   or the offline page;
 * - hashed files come from the device once kept; logo, icons and manifest are refreshed behind;
 * - the API, the sandbox and other origins are never touched.
 * The rules it uses (requestKind, keepablePath, …) come from rules.js, which is served before it.
 */

var VERSION = 'v1';
var PAGES = 'shop-pages-' + VERSION;
var FILES = 'shop-files-' + VERSION;
var MAX_PAGES = 60;
var MAX_FILES = 200;
var scopePath = new URL(self.registration.scope).pathname;
var OFFLINE_PATH = scopePath + 'offline';

self.addEventListener('install', function (event) {
  event.waitUntil(
    precache().then(function () {
      return self.skipWaiting();
    }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    dropOldCaches().then(function () {
      return self.clients.claim();
    }),
  );
});

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  switch (requestKind(url, scopePath, self.location.origin, request.mode)) {
    case 'page':
      event.respondWith(answerPage(event, url));
      break;
    case 'data':
      if (keepablePath(url.pathname, scopePath)) event.respondWith(answerData(event, url));
      break;
    case 'asset':
      event.respondWith(answerAsset(event));
      break;
    case 'static':
      event.respondWith(answerStatic(event));
      break;
    default:
      break;
  }
});

function keepable(response) {
  return keepableResponse(response.status, response.type, response.headers.get('cache-control'));
}

async function put(cacheName, key, response, max) {
  var cache = await caches.open(cacheName);
  await cache.put(key, response);
  var keys = await cache.keys();
  // Oldest first: the cache lists entries in the order they were stored.
  for (var i = 0; i < keys.length - max; i++) await cache.delete(keys[i]);
}

async function answerPage(event, url) {
  var keep = keepablePath(url.pathname, scopePath);
  try {
    var response = await fetch(event.request);
    if (keep && keepable(response)) event.waitUntil(put(PAGES, pageKey(url), response.clone(), MAX_PAGES));
    return response;
  } catch (error) {
    var kept = keep ? await caches.match(pageKey(url), { cacheName: PAGES }) : undefined;
    return kept || offlinePage();
  }
}

async function answerData(event, url) {
  try {
    var response = await fetch(event.request);
    if (keepable(response)) event.waitUntil(put(PAGES, url.href, response.clone(), MAX_PAGES));
    return response;
  } catch (error) {
    var kept = await caches.match(url.href, { cacheName: PAGES });
    if (kept) return kept;
    throw error;
  }
}

async function answerAsset(event) {
  var kept = await caches.match(event.request, { cacheName: FILES });
  if (kept) return kept;
  var response = await fetch(event.request);
  if (keepable(response)) event.waitUntil(put(FILES, event.request.url, response.clone(), MAX_FILES));
  return response;
}

async function answerStatic(event) {
  var kept = await caches.match(event.request, { cacheName: FILES });
  var fresh = fetch(event.request).then(function (response) {
    if (keepable(response))
      return put(FILES, event.request.url, response.clone(), MAX_FILES).then(function () {
        return response;
      });
    return response;
  });
  if (kept) {
    event.waitUntil(fresh.catch(function () {}));
    return kept;
  }
  return fresh;
}

async function offlinePage() {
  var kept = await caches.match(self.location.origin + OFFLINE_PATH, { cacheName: PAGES });
  if (!kept) return Response.error();
  return new Response(offlineDocument(await kept.text()), {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The offline page, the page that registered the worker, and the hashed files both load. */
async function precache() {
  var pages = await caches.open(PAGES);
  // Fetched without cookies: the worker installs in the background, maybe after the shopper has
  // switched language or country, and a shop page's answer would reset those cookies to its own.
  var offline = await fetch(OFFLINE_PATH, { credentials: 'omit', cache: 'no-cache' });
  if (!offline.ok) throw new Error('The offline page did not load (' + offline.status + ')');
  var documents = [await offline.clone().text()];
  await pages.put(self.location.origin + OFFLINE_PATH, offline);

  var windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (var i = 0; i < windows.length; i++) {
    var url = new URL(windows[i].url);
    if (requestKind(url, scopePath, self.location.origin, 'navigate') !== 'page' || !keepablePath(url.pathname, scopePath)) continue;
    try {
      var response = await fetch(url.pathname + url.search, { credentials: 'omit' });
      if (!keepable(response)) continue;
      documents.push(await response.clone().text());
      await pages.put(pageKey(url), response);
    } catch (error) {
      // The page can be kept the next time it is opened.
    }
  }

  var files = await caches.open(FILES);
  var paths = Array.from(new Set(documents.flatMap(assetPaths)));
  await Promise.all(
    paths.map(async function (path) {
      if (await files.match(path)) return;
      try {
        await files.add(path);
      } catch (error) {
        // A file that fails now is kept when a page loads it.
      }
    }),
  );
}

async function dropOldCaches() {
  var names = await caches.keys();
  await Promise.all(
    names.map(function (name) {
      var ours = name.indexOf('shop-pages-') === 0 || name.indexOf('shop-files-') === 0;
      return ours && name !== PAGES && name !== FILES ? caches.delete(name) : undefined;
    }),
  );
}
