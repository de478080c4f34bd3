// Preloaded into the Next.js server process (NODE_OPTIONS=--require, see scripts/run-next.ts).
// Next.js exposes no socket address to route handlers or server actions, and it keeps a client-sent
// X-Forwarded-For as it is, so every request gets one trusted header here, computed from the socket
// and from exactly TRUSTED_PROXY_COUNT proxies in front (default 0: the socket address, and any
// client-sent X-Forwarded-For is ignored). A client-sent copy of the header is overwritten.
'use strict';
const http = require('node:http');

const CLIENT_IP_HEADER = 'x-beans-client-ip';
const PRELOAD_MARKER = Symbol.for('beans.client-ip-preload');

function normalize(address) {
  const value = String(address || '').trim();
  return value.startsWith('::ffff:') ? value.slice(7) : value;
}

/** The client address given the socket peer, the X-Forwarded-For header and the trusted proxy count. */
function clientIpFrom(remoteAddress, forwardedFor, trustedProxies) {
  if (!trustedProxies) return normalize(remoteAddress) || 'unknown';
  const raw = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor || '';
  const hops = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // Each trusted proxy appended the address it saw; the entry added by the outermost trusted one is
  // the client. Fewer entries than proxies means a misconfiguration: take the farthest one known.
  const entry = hops.length >= trustedProxies ? hops[hops.length - trustedProxies] : hops[0];
  return normalize(entry || remoteAddress) || 'unknown';
}

function trustedProxyCount() {
  const raw = process.env.TRUSTED_PROXY_COUNT ?? '0';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0 || count > 10)
    throw new Error(`TRUSTED_PROXY_COUNT must be a whole number from 0 to 10 (got "${raw}")`);
  return count;
}

// A 500 while the database is away or just back (lib/db-health.ts keeps `troubleAt` on globalThis: a failed
// health check, a pooled connection's error, a request that failed on a connection error) goes out as a 503 with
// Retry-After: a page or server action that failed because PostgreSQL was restarting says "try again in a few
// seconds", as the proxy's own 503 does (docs/operations.md, "Outages and shutdown"). Other 500s stay 500s.
const OUTAGE_GRACE_MS = 10_000;
const RETRY_AFTER_S = '5';

/** The status to send instead of `status`, given the database health state (null: no change). */
function outageStatus(status, health, now) {
  if (status !== 500 || !health) return null;
  const trouble = health.reachable === false || now - (health.troubleAt || 0) < OUTAGE_GRACE_MS;
  return trouble ? 503 : null;
}

function answerOutagesWith503(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const replaced = outageStatus(status, globalThis.__beansDbHealth, Date.now());
    if (replaced !== null && !this.headersSent) {
      this.statusCode = replaced;
      this.setHeader('retry-after', RETRY_AFTER_S);
      this.setHeader('cache-control', 'no-store');
      // writeHead(status, headers) or writeHead(status, message, headers): the headers win over setHeader.
      for (const headers of rest)
        if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
          for (const key of Object.keys(headers))
            if (/^(retry-after|cache-control)$/i.test(key)) delete headers[key];
        }
      return writeHead.call(this, replaced, ...rest);
    }
    return writeHead.call(this, status, ...rest);
  };
}

if (!http.Server.prototype.__beansClientIp) {
  const trusted = trustedProxyCount();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, req, res) {
    // The servers of this process and the responses being written, for the graceful shutdown
    // (lib/shutdown.ts), which Next.js leaves to the app when NEXT_MANUAL_SIG_HANDLE is set
    // (scripts/run-next.ts does for `npm start`). Once it has begun, every response closes its connection, so
    // a keep-alive client never sends a next request on a socket that is about to close.
    if (event === 'listening') (globalThis.__beansHttpServers ??= new Set()).add(this);
    if (event === 'connection' && req) {
      // req is the socket here: when it came or last answered, whether a request is being answered on it,
      // how many were.
      const sockets = (globalThis.__beansSockets ??= new Set());
      Object.assign(req, { __beansAt: Date.now(), __beansBusy: false, __beansServed: 0 });
      sockets.add(req);
      req.once('close', () => sockets.delete(req));
    }
    if (event === 'request' && req && req.headers) {
      req.headers[CLIENT_IP_HEADER] = clientIpFrom(
        req.socket && req.socket.remoteAddress,
        req.headers['x-forwarded-for'],
        trusted,
      );
      if (res && typeof res.setHeader === 'function') {
        if (globalThis.__beansShuttingDown) res.setHeader('connection', 'close');
        answerOutagesWith503(res);
        const active = (globalThis.__beansActiveResponses ??= new Set());
        const socket = req.socket;
        active.add(res);
        if (socket) socket.__beansBusy = true;
        res.once('close', () => {
          active.delete(res);
          if (socket)
            Object.assign(socket, {
              __beansAt: Date.now(),
              __beansBusy: false,
              __beansServed: (socket.__beansServed ?? 0) + 1,
            });
        });
      }
    }
    return emit.apply(this, arguments);
  };
  http.Server.prototype.__beansClientIp = true;
  // The marker lib/auth/client-ip.ts and proxy.ts look for: without it the header can only have come from
  // the client, and is dropped.
  globalThis[PRELOAD_MARKER] = true;
}

module.exports = { CLIENT_IP_HEADER, PRELOAD_MARKER, clientIpFrom, outageStatus, answerOutagesWith503 };
