/** Spec §1: the background offline script, registered at this path on every site. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** The offline page's texts of one site. */
export interface OfflineTexts {
  title: string;
  needsConnection: string;
  notSaved: string;
  retry: string;
  home: string;
}

export interface ServiceWorkerOptions {
  /** Texts by the site's path prefix ("" for gb, "/cn", "/us", "/mex"), with the `<html lang>` of each. */
  sites: Record<string, { lang: string; texts: OfflineTexts }>;
  /** The prefix of the site this host serves without a prefix (its own domain), else "". */
  defaultPrefix: string;
}

/** Bumped when the caching rules change, so an updated worker starts from empty caches. */
export const CACHE_VERSION = "v1";
/** Most pages and pictures kept; the oldest go first. */
export const PAGE_LIMIT = 40;
export const IMAGE_LIMIT = 150;

/**
 * The worker's text. Written as the text the browser receives (like the chunk guard), not as functions turned into
 * text, so the build's minifier cannot change what it says. Rules:
 * - only same-origin GET requests are touched; `/api/…`, server actions (POST) and the router's data requests go to
 *   the network untouched, so no cart, account, checkout or API answer is ever cached;
 * - hashed static files (`/_next/static/…`) and optimised pictures (`/_next/image`, `/media/…`): cache first;
 * - page loads: network first; a catalogue page that loaded is kept for offline use; offline, a kept page is shown,
 *   else the offline page; the cart, account, checkout, sign-in, wish list and payment pages are never kept and say
 *   offline that they need a connection.
 */
export function serviceWorkerSource({ sites, defaultPrefix }: ServiceWorkerOptions): string {
  return `"use strict";
var VERSION = ${JSON.stringify(CACHE_VERSION)};
var STATIC_CACHE = "maison-static-" + VERSION;
var IMAGE_CACHE = "maison-images-" + VERSION;
var PAGE_CACHE = "maison-pages-" + VERSION;
var CACHES = [STATIC_CACHE, IMAGE_CACHE, PAGE_CACHE];
var PAGE_LIMIT = ${PAGE_LIMIT};
var IMAGE_LIMIT = ${IMAGE_LIMIT};
var SITES = ${JSON.stringify(sites)};
var DEFAULT_PREFIX = ${JSON.stringify(defaultPrefix)};
var SITE_PREFIX = /^\\/(cn|us|mex)(?=\\/|$)/;
var PERSONAL = /^\\/(?:cart|account|checkout|user|wish|pay-result|thank-you)(?:[\\/.?]|$)/;

self.addEventListener("install", function () {
  self.skipWaiting();
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf("maison-") === 0 && CACHES.indexOf(name) === -1;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.indexOf("/api/") === 0) return;
  if (request.mode === "navigate") {
    event.respondWith(page(event, request, url));
  } else if (url.pathname.indexOf("/_next/static/") === 0) {
    event.respondWith(cacheFirst(event, STATIC_CACHE, request, 0));
  } else if (url.pathname === "/_next/image" || url.pathname.indexOf("/media/") === 0) {
    event.respondWith(cacheFirst(event, IMAGE_CACHE, request, IMAGE_LIMIT));
  }
});

function siteOf(path) {
  var match = SITE_PREFIX.exec(path);
  var prefix = match ? "/" + match[1] : DEFAULT_PREFIX;
  return { prefix: prefix, rest: match ? path.slice(match[0].length) || "/" : path, site: SITES[prefix] || SITES[""] };
}

function cacheFirst(event, name, request, limit) {
  return caches.open(name).then(function (cache) {
    return cache.match(request).then(function (hit) {
      if (hit) return hit;
      return fetch(request).then(function (response) {
        if (response.ok && response.type === "basic") event.waitUntil(keep(cache, request, response.clone(), limit));
        return response;
      });
    });
  });
}

function keep(cache, key, response, limit) {
  return cache.put(key, response).then(function () {
    if (!limit) return;
    return cache.keys().then(function (keys) {
      return Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map(function (old) { return cache.delete(old); }));
    });
  });
}

function page(event, request, url) {
  var where = siteOf(url.pathname);
  var personal = PERSONAL.test(where.rest);
  return fetch(request).then(function (response) {
    if (!personal && response.ok && response.type === "basic" && !response.redirected) {
      // Cloned now: once the page has its response, its body is being read and can no longer be copied.
      var copy = response.clone();
      event.waitUntil(caches.open(PAGE_CACHE).then(function (cache) { return keep(cache, request.url, copy, PAGE_LIMIT); }));
    }
    return response;
  }, function () {
    var kept = personal ? Promise.resolve(undefined) : caches.open(PAGE_CACHE).then(function (cache) { return cache.match(request.url); });
    return kept.then(function (hit) { return hit || offlinePage(where, personal, url); });
  });
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, function (c) {
    return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
  });
}

function offlinePage(where, personal, url) {
  var t = where.site.texts;
  var html = "<!doctype html><html lang=\\"" + escapeHtml(where.site.lang) + "\\"><head><meta charset=\\"utf-8\\">" +
    "<meta name=\\"viewport\\" content=\\"width=device-width, initial-scale=1\\"><title>" + escapeHtml(t.title) + "</title>" +
    "<style>body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a;background:#faf8f5}" +
    "main{max-width:32rem;margin:18vh auto 0;padding:0 1.5rem;text-align:center}h1{font-weight:400;font-size:1.75rem}" +
    "p{line-height:1.6}a{display:inline-block;margin:1rem .5rem 0;padding:.75rem 1.5rem;border:1px solid #1a1a1a;color:inherit;text-decoration:none}</style>" +
    "</head><body><main><h1>" + escapeHtml(t.title) + "</h1><p>" + escapeHtml(personal ? t.needsConnection : t.notSaved) + "</p>" +
    "<a href=\\"" + escapeHtml(url.pathname + url.search) + "\\">" + escapeHtml(t.retry) + "</a>" +
    "<a href=\\"" + escapeHtml(where.prefix === DEFAULT_PREFIX ? "/" : where.prefix) + "\\">" + escapeHtml(t.home) + "</a></main></body></html>";
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
`;
}

/**
 * Registers the worker once the page has loaded (so it never competes with the page's own requests). An inline
 * script of fixed text, so the front server's nonce can go to it (src/server/start.ts).
 */
const REGISTRATION = `if("serviceWorker"in navigator)addEventListener("load",function(){navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_PATH)}).catch(function(){});});`;

export function serviceWorkerRegistrationScript(): string {
  return REGISTRATION;
}
