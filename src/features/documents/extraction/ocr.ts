/** The part of a tesseract.js worker used here (the library loads on demand: no static import, even of types). */
type OcrWorker = {
  recognize(image: Blob): Promise<{ data: { text: string } }>;
  terminate(): Promise<unknown>;
};

/** Where the OCR runtime is served from (tools/copy-ocr-assets.mjs); never a CDN. */
export const OCR_ASSETS = {
  workerPath: '/ocr/worker.min.js',
  // The pinned SIMD build with the legacy engine; it loads /ocr/tesseract-core-simd.wasm.
  corePath: '/ocr/tesseract-core-simd.js',
  langPath: '/ocr',
} as const;
export const OCR_ASSET_URLS = [
  OCR_ASSETS.workerPath,
  OCR_ASSETS.corePath,
  '/ocr/tesseract-core-simd.wasm',
  '/ocr/eng.traineddata.gz',
];

const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/**
 * The models measured on the generated set (bench/ocr.mjs). `legacy`: the slim legacy
 * engine model (OEM 0). `ocrb`: Shreeshrii/tessdata_ocrb's ocrb_int, an LSTM model fine-tuned on
 * OCR-B (OEM 1); only the bench loads it (it is not shipped).
 */
export const OCR_MODELS = {
  legacy: { lang: 'eng', oem: 0 },
  ocrb: { lang: 'ocrb_int', oem: 1 },
} as const;
let model: keyof typeof OCR_MODELS = 'legacy';
/** For the bench: which model the next engine loads. */
export function chooseOcrModel(name: keyof typeof OCR_MODELS): void {
  if (name === model) return;
  model = name;
  releaseOcr();
}
/** Frees the ~150 MB the engine holds once nobody has read anything for a while. */
const IDLE_RELEASE_MS = 60_000;

export type OcrProgress = { stage: 'loading' | 'reading'; progress: number };

let workerPromise: Promise<OcrWorker> | null = null;
let listener: ((p: OcrProgress) => void) | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/** performance.measure entries (f6:ocr-*) let bench and devtools see where the time goes. */
export const measure = (name: string, start: number) => {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // Measuring is optional.
  }
};

function createOcrWorker(): Promise<OcrWorker> {
  return (async () => {
    const start = performance.now();
    const mod = await import('tesseract.js');
    // CommonJS package: the bundler may hand it over as the default export.
    const tesseract = (mod as unknown as { default?: typeof mod }).default ?? mod;
    // OEM 0: the legacy engine. The LSTM engine misreads '<' (extraction-and-pdf.md).
    const { lang, oem } = OCR_MODELS[model];
    const worker = await tesseract.createWorker(lang, oem, {
      ...OCR_ASSETS,
      gzip: true,
      cacheMethod: 'none',
      // A same-origin worker (not a blob: one), so the core finds its .wasm beside it and the
      // service worker serves all of it offline.
      workerBlobURL: false,
      logger: (m) => {
        const stage = m.status === 'recognizing text' ? 'reading' : 'loading';
        listener?.({ stage, progress: typeof m.progress === 'number' ? m.progress : 0 });
      },
    });
    await worker.setParameters({
      tessedit_pageseg_mode: tesseract.PSM.SINGLE_BLOCK,
      tessedit_char_whitelist: MRZ_CHARACTERS,
    });
    measure('f6:ocr-start', start);
    return worker;
  })();
}

/** Stops the engine now (page left, time-out) or after the idle delay. */
export function releaseOcr(): void {
  clearTimeout(idleTimer);
  const pending = workerPromise;
  workerPromise = null;
  void pending?.then((w) => w.terminate()).catch(() => {});
}

/** Starts the engine ahead of the first recognise (while the MRZ band is being found). */
export function startOcr(): void {
  clearTimeout(idleTimer);
  workerPromise ??= createOcrWorker();
  // A failure surfaces in recognizeMrzText, which then starts afresh.
  workerPromise.catch(() => {});
  // Freed if the read stops before recognising anything (recognizeMrzText resets this).
  idleTimer = setTimeout(releaseOcr, IDLE_RELEASE_MS);
}

/**
 * Recognises MRZ characters in an image (the cropped band) with the legacy engine. When the signal
 * aborts (cancel or time limit), the engine is terminated at once: a recognise in progress cannot
 * be interrupted any other way, and the next read starts a fresh one.
 */
export async function recognizeMrzText(
  image: Blob,
  onProgress: (p: OcrProgress) => void,
  signal: AbortSignal,
): Promise<string> {
  clearTimeout(idleTimer);
  listener = onProgress;
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('Reading was stopped'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort);
  });
  let recognizing = false;
  try {
    workerPromise ??= createOcrWorker();
    const work = workerPromise.then((worker) => {
      if (signal.aborted) throw signal.reason;
      recognizing = true;
      const start = performance.now();
      return worker.recognize(image).then((r) => {
        measure('f6:ocr-recognize', start);
        return r.data.text;
      });
    });
    work.catch(() => {});
    return await Promise.race([work, aborted]);
  } catch (error) {
    // A worker that failed, or was stopped mid-read (a recognise cannot be interrupted), is not
    // reused. One stopped while still starting finishes starting: a retry then begins warm, and
    // the idle release frees it if nobody reads.
    if (recognizing || !signal.aborted) releaseOcr();
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
    listener = null;
    idleTimer = setTimeout(releaseOcr, IDLE_RELEASE_MS);
  }
}
