import type { MrzParse } from '@/domain/mrz';

export const MRZ_PARSE_LIMIT_MS = 3000;

export type MrzParseOutcome = { result: MrzParse; timedOut: boolean };

/**
 * Parses the two lines in a worker: the plain parse, or the error-corrected one when the plain
 * one is not valid and correction finishes within the limit (it can search for seconds).
 */
export function parseMrzLines(lines: [string, string], limitMs = MRZ_PARSE_LIMIT_MS): Promise<MrzParseOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./mrz-worker.ts', import.meta.url), { type: 'module' });
    let plain: MrzParse | null = null;
    const finish = (outcome: MrzParseOutcome | Error) => {
      clearTimeout(timer);
      worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => finish(plain ? { result: plain, timedOut: true } : new Error('MRZ parse timed out')), limitMs);
    worker.onmessage = (event: MessageEvent<{ kind: 'plain' | 'corrected'; result: MrzParse }>) => {
      if (event.data.kind === 'plain') {
        plain = event.data.result;
        if (plain.valid) finish({ result: plain, timedOut: false });
      } else {
        const corrected = event.data.result;
        finish({ result: corrected.valid ? corrected : (plain ?? corrected), timedOut: false });
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish(new Error(event.message || 'MRZ worker failed'));
    };
    worker.postMessage(lines);
  });
}
