#!/usr/bin/env node
// Git merge driver for the flat translation catalogs (locales/**/*.json, locales-pending/*.json):
// a key-by-key three-way merge, so two branches that add or change different keys never conflict.
// Registered with: git config merge.flatjson.driver "node tools/merge-json-driver.mjs %O %A %B"
// When both sides changed the same key differently, ours is kept and the key is printed.
import { readFileSync, writeFileSync } from 'node:fs';

const [basePath, oursPath, theirsPath] = process.argv.slice(2);
const read = (p) => {
  try {
    const text = readFileSync(p, 'utf8');
    return text.trim() ? JSON.parse(text) : {};
  } catch {
    return null;
  }
};
const base = read(basePath) ?? {};
const ours = read(oursPath);
const theirs = read(theirsPath);
if (!ours || !theirs) process.exit(1); // not JSON: let git report a conflict

const out = {};
let clashes = 0;
for (const key of new Set([...Object.keys(base), ...Object.keys(ours), ...Object.keys(theirs)])) {
  const o = base[key];
  const a = ours[key];
  const b = theirs[key];
  let v;
  if (JSON.stringify(a) === JSON.stringify(b)) v = a;
  else if (JSON.stringify(a) === JSON.stringify(o)) v = b;
  else if (JSON.stringify(b) === JSON.stringify(o)) v = a;
  else {
    v = a ?? b;
    clashes++;
    console.error(`merge-json: both sides changed "${key}"; kept ours`);
  }
  if (v !== undefined) out[key] = v;
}
const sorted = {};
for (const key of Object.keys(out).sort()) sorted[key] = out[key];
writeFileSync(oursPath, JSON.stringify(sorted, null, 2) + '\n');
process.exit(0);
