import type { MrzParse } from '@/domain/mrz';

export const MRZ_PARSE_LIMIT_MS = 3000;

export type MrzParseOutcome = { result: MrzParse; timedOut: boolean };

/**
 * Parses the two lines: the plain parse here (<= 15 ms), and, only when it is not valid, the
 * error-corrected one in a worker (mrz-worker.ts), which can search for seconds and is given up
 * after the limit. A worker that is slow to start on a busy device costs the correction, never
 * the reading: the plain parse is returned (timedOut) instead of an error.
 */
export async function parseMrzLines(lines: [string, string], limitMs = MRZ_PARSE_LIMIT_MS): Promise<MrzParseOutcome> {
  const { parseMRZ } = await import('mrz-fast');
  const plain = parseMRZ(lines) as MrzParse;
  if (plain.valid) return { result: plain, timedOut: false };
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./mrz-worker.ts', import.meta.url), { type: 'module' });
    const finish = (outcome: MrzParseOutcome) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ result: plain, timedOut: true }), limitMs);
    worker.onmessage = (event: MessageEvent<MrzParse>) => {
      const corrected = event.data;
      finish({ result: corrected.valid ? corrected : plain, timedOut: false });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish({ result: plain, timedOut: true });
    };
    worker.postMessage(lines);
  });
}
