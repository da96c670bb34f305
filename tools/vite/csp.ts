/**
 * Content-Security-Policy for the built page, as a <meta> tag written at build time.
 * The inline scripts of index.html (theme before paint, static shell) and inline event handlers
 * are hashed from the final HTML on every build, so anyone may change them: no hash is written
 * by hand. No 'unsafe-inline' for scripts. 'wasm-unsafe-eval' and worker-src are for the OCR
 * (tesseract) and PDF (pdf.js) workers. In emulator mode connect-src also allows the local
 * emulators. frame-ancestors cannot be set by <meta>: firebase.json's hosting headers carry it
 * (with the other headers); browsers enforce both policies.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes of inline <script> bodies and of inline event-handler attributes (onload="…"). */
export function inlineHashes(html: string): { scripts: string[]; handlers: string[] } {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => sha256(m[1]));
  const handlers = [...html.matchAll(/\son[a-z]+="([^"]*)"/gi)].map((m) =>
    sha256(
      m[1]
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    ),
  );
  return { scripts: [...new Set(scripts)], handlers: [...new Set(handlers)] };
}

export const FIREBASE_CONNECT = [
  'https://*.googleapis.com', // Firestore, Auth (identitytoolkit, securetoken), Storage
  'https://*.firebaseio.com',
  'wss://*.firebaseio.com',
  'https://*.firebaseapp.com',
];
export const EMULATOR_CONNECT = ['http://127.0.0.1:9099', 'http://127.0.0.1:8080', 'http://127.0.0.1:9199'];

export function contentSecurityPolicy(html: string, options: { emulators: boolean }): string {
  const { scripts, handlers } = inlineHashes(html);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // apis.google.com: the Google sign-in popup helper of Firebase Auth (not used in emulator mode).
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      ...scripts,
      ...(handlers.length ? ["'unsafe-hashes'", ...handlers] : []),
      'https://apis.google.com',
    ],
    // Mantine and React set style attributes and <style> tags at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', 'data:', ...FIREBASE_CONNECT, ...(options.emulators ? EMULATOR_CONNECT : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ['https://*.firebaseapp.com', 'https://accounts.google.com'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Writes the policy into the built index.html, first thing in <head>, so it covers every script. */
export function cspPlugin(): Plugin {
  let emulators = false;
  return {
    name: 'f6-csp',
    apply: 'build',
    // The app's own switch (.env.emulators via --mode emulators, or the environment).
    configResolved: (config) => {
      emulators = config.env.VITE_USE_EMULATORS === 'true';
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const policy = contentSecurityPolicy(html, { emulators });
        return html.replace(
          /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i,
          (head) => `${head}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}

/**
 * Response headers for hosting (firebase.json "hosting.headers", and `vite preview` so the e2e
 * suite runs with them). The header policy carries what <meta> cannot (frame-ancestors) and
 * repeats the build-independent directives; the page's meta policy adds the script hashes.
 * tests/lib/csp.test.ts checks firebase.json says exactly this.
 */
export const HOSTING_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};
