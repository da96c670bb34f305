// Serves a built folder the way static hosting does: brotli or gzip by Accept-Encoding, hashed
// assets cached for a year, index.html for navigations (never for /locales or /assets).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
};

export function serveDist(dir, port) {
  const cache = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (/^\/(assets|locales|heavy|ocr|pdf)\//.test(url.pathname) || extname(url.pathname))
        return void res.writeHead(404).end('Not found');
      file = join(dir, 'index.html');
    }
    const type = types[extname(file)] ?? 'application/octet-stream';
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    const compressible = /text|json|javascript|svg|manifest|wasm|font\/ttf/.test(type);
    const key = `${file}|${compressible ? encoding : ''}`;
    let body = cache.get(key);
    if (!body) {
      const raw = readFileSync(file);
      body =
        !compressible || !encoding
          ? raw
          : encoding === 'br'
            ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
            : gzipSync(raw, { level: 9 });
      cache.set(key, body);
    }
    const headers = { 'Content-Type': type, 'Content-Length': body.length, Vary: 'Accept-Encoding' };
    if (compressible && encoding) headers['Content-Encoding'] = encoding;
    headers['Cache-Control'] = /\/assets\//.test(url.pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
