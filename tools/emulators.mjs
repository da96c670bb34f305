#!/usr/bin/env node
// Local Firebase emulators (Auth, Firestore, Storage), fully offline. Project: demo-f6.
//
//   node tools/emulators.mjs exec -- <cmd...>   start the emulators, run <cmd>, stop them, pass its exit code
//   node tools/emulators.mjs start              run the emulators in the foreground (Ctrl-C stops)
//   node tools/emulators.mjs dev                emulators + `vite --host 127.0.0.1 --port 5173`
//                                               with VITE_USE_EMULATORS=true; stopping one stops both
//   node tools/emulators.mjs prepare            only build the cached jars in .tools/
//   node tools/emulators.mjs fingerprint        print storage.rules' fingerprint (see below)
//
// firebase-tools cannot download its Java emulators here, so this script prepares two jars in
// .tools/ (idempotent, rebuilt only when their inputs change):
//   - firestore-launcher.jar: an empty jar whose manifest starts Google's Firestore emulator from
//     the Cloud SDK (FIRESTORE_EMULATOR_BINARY_PATH). firestore.rules ARE enforced by it.
//   - storage-rules-standin.jar: built from tools/emulator/storage-standin/ (STORAGE_EMULATOR_BINARY_PATH).
//
// !!! The Storage emulator does NOT evaluate storage.rules. !!!  (tools/emulator/README.md)
// The real Storage rules runtime is a jar we cannot download. The stand-in answers the
// emulator's rules questions with a hard-coded policy meant to be equivalent to storage.rules
// (uploads/{uid}/{slot}/{file} only, plain segments, only for that uid, < 25 MiB, JPEG, PNG, WebP,
// HEIC/HEIF or PDF). Storage
// permission results from these emulators prove that stand-in policy, never storage.rules. To
// keep the two from drifting apart, the stand-in carries the fingerprint of the storage.rules it
// mirrors; this script refuses to start when storage.rules has changed since.
//
// Needs Java 17+ on PATH (plus javac and jar the first time) and Node >= 22.19 (the project's
// node_modules/.bin/node is used when present).

import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TOOLS_DIR = join(ROOT, '.tools');
const PROJECT = 'demo-f6';
const ONLY = 'auth,firestore,storage';
const HOST = '127.0.0.1';
const PORTS = { auth: 9099, firestore: 8080, storage: 9199 };
const FIRESTORE_JAR =
  process.env.F6_FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const STANDIN_DIR = join(ROOT, 'tools', 'emulator', 'storage-standin');
const STANDIN_SRC = join(STANDIN_DIR, 'src', 'f6', 'emulator', 'StorageRulesStandIn.java');
const STANDIN_MAIN = 'f6.emulator.StorageRulesStandIn';
const STORAGE_RULES = join(ROOT, 'storage.rules');

const NODE_BIN_DIR = join(ROOT, 'node_modules', '.bin');
const NODE = existsSync(join(NODE_BIN_DIR, 'node')) ? join(NODE_BIN_DIR, 'node') : process.execPath;
const FIREBASE_JS = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const VITE_JS = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

function fail(message) {
  console.error(`\n[emulators] ERROR: ${message}\n`);
  process.exit(1);
}

function log(message) {
  console.error(`[emulators] ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Preparation

function run(cmd, args, what) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.error)
    fail(`${what}: could not run \`${cmd}\` (${r.error.code ?? r.error.message}). Is a JDK 17+ installed and on PATH?`);
  if (r.status !== 0) fail(`${what} failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
  return r;
}

function checkJava() {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error) {
    fail(
      'Java was not found on PATH. The Firestore emulator and the Storage rules stand-in are Java\n' +
        'programs: install a JDK 17 or newer (Debian: apt-get install openjdk-17-jdk-headless).',
    );
  }
  const out = `${r.stderr}${r.stdout}`;
  const m = out.match(/version "(\d+)(?:\.(\d+))?/);
  const major = m ? (m[1] === '1' ? Number(m[2]) : Number(m[1])) : NaN;
  if (!(major >= 17)) fail(`Java 17 or newer is required, found:\n${out.trim()}`);
}

function sha256(text) {
  return createHash('sha256').update(text).digest('hex');
}

/** Same normalisation as StorageRulesStandIn.fingerprint(): no comments, whitespace collapsed. */
export function rulesFingerprint(text) {
  const s = text
    .replace(/\r\n/g, '\n')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, ' ')
    .replace(/[ \t\n\r\f\v]+/g, ' ')
    .trim();
  return sha256(s);
}

function checkStorageRulesFingerprint() {
  if (!existsSync(STORAGE_RULES)) fail(`${STORAGE_RULES} is missing.`);
  const source = readFileSync(STANDIN_SRC, 'utf8');
  const expected = source.match(/RULES_FINGERPRINT\s*=\s*"([0-9a-f]{64})"/)?.[1];
  if (!expected) fail(`Could not find RULES_FINGERPRINT in ${STANDIN_SRC}.`);
  const actual = rulesFingerprint(readFileSync(STORAGE_RULES, 'utf8'));
  if (actual !== expected) {
    fail(
      'storage.rules changed, but the offline Storage emulator cannot evaluate storage.rules: it runs\n' +
        'a stand-in with a hard-coded copy of the policy. Bring the stand-in in line first:\n' +
        `  1. update decide() in ${STANDIN_SRC.slice(ROOT.length + 1)} to match storage.rules;\n` +
        `  2. set RULES_FINGERPRINT there to "${actual}" (was "${expected}").`,
    );
  }
}

/** Writes `file` atomically from a build in a temporary directory, if `stamp` changed. */
function cachedBuild(file, stamp, build) {
  const stampFile = `${file}.stamp`;
  if (existsSync(file) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return false;
  mkdirSync(TOOLS_DIR, { recursive: true });
  const tmp = mkdtempSync(join(TOOLS_DIR, 'build-'));
  try {
    const built = build(tmp);
    renameSync(built, file);
    writeFileSync(stampFile, stamp);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return true;
}

function prepareFirestoreLauncher() {
  if (!existsSync(FIRESTORE_JAR)) {
    fail(
      `The Firestore emulator jar was not found at\n  ${FIRESTORE_JAR}\n` +
        'firebase-tools cannot download it offline. Install the Cloud SDK component\n' +
        '(apt-get install google-cloud-cli-firestore-emulator) or point F6_FIRESTORE_EMULATOR_JAR at\n' +
        'a cloud-firestore-emulator.jar.',
    );
  }
  const jarFile = join(TOOLS_DIR, 'firestore-launcher.jar');
  const manifest =
    'Manifest-Version: 1.0\n' +
    `Main-Class: ${FIRESTORE_MAIN}\n` +
    `Class-Path: ${pathToFileURL(FIRESTORE_JAR).href}\n`;
  const built = cachedBuild(jarFile, manifest, (tmp) => {
    const mf = join(tmp, 'MANIFEST.MF');
    writeFileSync(mf, manifest);
    const out = join(tmp, 'firestore-launcher.jar');
    run('jar', ['--create', '--file', out, '--manifest', mf], 'Building the Firestore launcher jar');
    return out;
  });
  if (built) log(`built ${jarFile}`);
  return jarFile;
}

function prepareStorageStandIn() {
  const jarFile = join(TOOLS_DIR, 'storage-rules-standin.jar');
  const stamp = sha256(readFileSync(STANDIN_SRC));
  const built = cachedBuild(jarFile, stamp, (tmp) => {
    const classes = join(tmp, 'classes');
    run(
      'javac',
      ['--release', '17', '-encoding', 'UTF-8', '-d', classes, STANDIN_SRC],
      'Compiling the Storage rules stand-in',
    );
    const out = join(tmp, 'storage-rules-standin.jar');
    run(
      'jar',
      ['--create', '--file', out, '--main-class', STANDIN_MAIN, '-C', classes, '.'],
      'Packaging the Storage rules stand-in',
    );
    return out;
  });
  if (built) log(`built ${jarFile}`);
  return jarFile;
}

function prepare() {
  checkJava();
  if (!existsSync(FIREBASE_JS)) fail(`firebase-tools is not installed (${FIREBASE_JS} missing). Run npm install.`);
  checkStorageRulesFingerprint();
  const firestoreJar = prepareFirestoreLauncher();
  const storageJar = prepareStorageStandIn();
  return { firestoreJar, storageJar };
}

// ---------------------------------------------------------------------------------------------
// Running

function emulatorEnv(jars) {
  return {
    ...process.env,
    PATH: [NODE_BIN_DIR, dirname(NODE), process.env.PATH ?? ''].join(delimiter),
    FIRESTORE_EMULATOR_BINARY_PATH: jars.firestoreJar,
    STORAGE_EMULATOR_BINARY_PATH: jars.storageJar,
    NO_UPDATE_NOTIFIER: '1',
  };
}

/** Env for code that talks to the emulators (firebase emulators:exec sets the *_HOST ones too). */
const CLIENT_ENV = {
  FIREBASE_EMULATORS: '1',
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
};

function portInUse(port) {
  return new Promise((res) => {
    const socket = connect({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      res(true);
    });
    socket.once('error', () => res(false));
  });
}

async function checkPortsFree() {
  const busy = [];
  for (const [name, port] of Object.entries(PORTS)) if (await portInUse(port)) busy.push(`${name} ${HOST}:${port}`);
  if (busy.length) {
    fail(`Port(s) already in use: ${busy.join(', ')}.\nAre the emulators (or something else) already running?`);
  }
}

function shellQuote(arg) {
  if (process.platform === 'win32') return /[\s"]/.test(arg) ? `"${arg.replace(/"/g, '\\"')}"` : arg;
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

function firebase(args, env, extra = {}) {
  return spawn(NODE, [FIREBASE_JS, ...args, '--project', PROJECT], { cwd: ROOT, env, stdio: 'inherit', ...extra });
}

function exitCodeOf(code, signal) {
  if (code !== null) return code;
  return signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1, SIGKILL: 9 }[signal] ?? 1) : 1;
}

async function cmdExec(cmd) {
  if (cmd.length === 0) fail('Usage: node tools/emulators.mjs exec -- <command...>');
  const jars = prepare();
  await checkPortsFree();
  const started = Date.now();
  log('NOTE: Storage permissions come from the stand-in policy, NOT storage.rules (see tools/emulator/README.md).');
  const child = firebase(['emulators:exec', '--only', ONLY, cmd.map(shellQuote).join(' ')], {
    ...emulatorEnv(jars),
    ...CLIENT_ENV,
  });
  // Ctrl-C reaches firebase directly (same process group); keep waiting for its clean shutdown.
  const forward = (sig) => child.kill(sig);
  process.on('SIGINT', () => {});
  process.on('SIGTERM', forward);
  process.on('SIGHUP', forward);
  child.on('exit', (code, signal) => {
    log(`emulators:exec finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exit(exitCodeOf(code, signal));
  });
}

async function cmdStart() {
  const jars = prepare();
  await checkPortsFree();
  log('NOTE: Storage permissions come from the stand-in policy, NOT storage.rules (see tools/emulator/README.md).');
  const child = firebase(['emulators:start', '--only', ONLY], emulatorEnv(jars));
  const forward = (sig) => child.kill(sig);
  process.on('SIGINT', () => {}); // the terminal already sent it to firebase
  process.on('SIGTERM', forward);
  process.on('SIGHUP', forward);
  child.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
}

async function waitForPorts(isAlive, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    const up = await Promise.all(Object.values(PORTS).map(portInUse));
    if (up.every(Boolean)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`ERROR: the emulators were not ready after ${timeoutMs / 1000} s.`);
  return false;
}

async function cmdDev() {
  if (!existsSync(VITE_JS)) fail(`vite is not installed (${VITE_JS} missing). Run npm install.`);
  const jars = prepare();
  await checkPortsFree();
  log('NOTE: Storage permissions come from the stand-in policy, NOT storage.rules (see tools/emulator/README.md).');
  const children = new Map(); // child -> name
  const signalled = new Set();
  let stopping = false;
  let exitCode = 0;

  // firebase counts signals: the first one shuts down cleanly, a second one abandons the Java
  // processes. So it runs in its own process group (Ctrl-C does not reach it) and gets exactly one
  // SIGTERM from here. vite stays in the terminal's group (it keeps its keyboard shortcuts).
  const stopAll = (code) => {
    if (!stopping) exitCode = code;
    stopping = true;
    for (const child of children.keys()) {
      if (signalled.has(child)) continue;
      signalled.add(child);
      child.kill('SIGTERM');
    }
  };
  const track = (name, child) => {
    children.set(child, name);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (!stopping) log(`${name} exited (${signal ?? code}); stopping the rest.`);
      stopAll(exitCodeOf(code, signal));
      if (children.size === 0) process.exit(exitCode);
    });
  };

  const emulators = firebase(['emulators:start', '--only', ONLY], emulatorEnv(jars), {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  track('emulators', emulators);
  emulators.on('exit', () => {
    // Anything firebase left behind in its process group (it normally leaves nothing).
    try {
      process.kill(-emulators.pid, 'SIGTERM');
    } catch {
      /* group already gone */
    }
  });
  process.on('SIGINT', () => stopAll(130));
  process.on('SIGTERM', () => stopAll(143));
  process.on('SIGHUP', () => stopAll(129));

  const ready = await waitForPorts(() => children.has(emulators) && !stopping);
  if (!ready) {
    stopAll(1);
    return;
  }
  log(`emulators ready (auth ${PORTS.auth}, firestore ${PORTS.firestore}, storage ${PORTS.storage}); starting vite`);
  const vite = spawn(NODE, [VITE_JS, '--host', HOST, '--port', '5173'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...emulatorEnv(jars), ...CLIENT_ENV, VITE_USE_EMULATORS: 'true' },
  });
  track('vite', vite);
}

// ---------------------------------------------------------------------------------------------

const [command, ...rest] = process.argv.slice(2);
switch (command) {
  case 'exec': {
    const i = rest.indexOf('--');
    await cmdExec(i >= 0 ? rest.slice(i + 1) : rest);
    break;
  }
  case 'start':
    await cmdStart();
    break;
  case 'dev':
    await cmdDev();
    break;
  case 'prepare': {
    const jars = prepare();
    console.log(`FIRESTORE_EMULATOR_BINARY_PATH=${jars.firestoreJar}\nSTORAGE_EMULATOR_BINARY_PATH=${jars.storageJar}`);
    break;
  }
  case 'fingerprint':
    console.log(rulesFingerprint(readFileSync(STORAGE_RULES, 'utf8')));
    break;
  default:
    console.error('Usage: node tools/emulators.mjs exec -- <cmd...> | start | dev | prepare | fingerprint');
    process.exit(2);
}
