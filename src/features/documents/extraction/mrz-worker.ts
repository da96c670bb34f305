/// <reference lib="webworker" />
// Parses MRZ lines off the main thread. The plain parse comes back first (<= 15 ms); error
// correction, which can search for seconds when it fails, follows. The page stops waiting
// after its time limit and terminates this worker.
import { parseMRZ } from 'mrz-fast';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<[string, string]>) => {
  const lines = event.data;
  const plain = parseMRZ(lines);
  self.postMessage({ kind: 'plain', result: plain });
  if (plain.valid) return;
  self.postMessage({ kind: 'corrected', result: parseMRZ(lines, { errorCorrection: true }) });
};
