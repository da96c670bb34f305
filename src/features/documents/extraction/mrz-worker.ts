/// <reference lib="webworker" />
// The error-corrected MRZ parse, off the main thread: it can search for seconds when it fails
// (extraction-and-pdf.md). The page stops waiting after its time limit and terminates this worker.
import { parseMRZ } from 'mrz-fast';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<[string, string]>) => {
  self.postMessage(parseMRZ(event.data, { errorCorrection: true }));
};
