import type { ImageSize } from './image-size';
import type { BandCrop, BandReply, BandRequest } from './mrz-band-worker';

export class ReadAbortedError extends Error {
  constructor() {
    super('Reading was stopped');
    this.name = 'ReadAbortedError';
  }
}

export type MrzBands = {
  /** The next crop to read (best guess first), drawn on request; null when there are no more. */
  next(): Promise<BandCrop | null>;
  /** The last crop again at another scale (`size` times the first): another reading to compare. */
  again(size: number): Promise<BandCrop | null>;
  close(): void;
};

/**
 * Where the MRZ may be in a photo (mrz-band-worker.ts). The worker stops as soon as the signal
 * aborts (the user cancelled or the time limit passed) or the caller closes it.
 */
export function locateMrzBands(image: Blob, signal: AbortSignal, size: ImageSize | null = null): Promise<MrzBands> {
  if (signal.aborted) return Promise.reject(new ReadAbortedError());
  const worker = new Worker(new URL('./mrz-band-worker.ts', import.meta.url), { type: 'module' });
  let settle: { resolve: (reply: BandReply) => void; reject: (error: Error) => void } | null = null;
  const close = () => {
    signal.removeEventListener('abort', stop);
    worker.terminate();
  };
  const stop = () => {
    close();
    settle?.reject(new ReadAbortedError());
  };
  signal.addEventListener('abort', stop);
  worker.onmessage = (event: MessageEvent<BandReply>) => {
    if ('error' in event.data) settle?.reject(new Error(event.data.error));
    else settle?.resolve(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    settle?.reject(new Error(event.message || 'MRZ band worker failed'));
  };
  const ask = (request: BandRequest) =>
    new Promise<BandReply>((resolve, reject) => {
      if (signal.aborted) return reject(new ReadAbortedError());
      settle = { resolve, reject };
      worker.postMessage(request);
    });
  return ask({ image, size }).then(
    () => ({
      next: async () => {
        const answer = await ask({ next: true });
        return 'crop' in answer ? answer.crop : null;
      },
      again: async (size: number) => {
        const answer = await ask({ again: size });
        return 'crop' in answer ? answer.crop : null;
      },
      close,
    }),
    (error: unknown) => {
      close();
      throw error;
    },
  );
}
