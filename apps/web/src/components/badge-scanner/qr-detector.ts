// Loaded with the camera view only: the polyfill and its WebAssembly stay out of every page.

export interface QrDetector {
  /** The texts of the QR codes in the frame (none most of the time). */
  detect(frame: HTMLVideoElement): Promise<string[]>;
}

interface DetectorLike {
  detect(frame: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** What barcode-detector's script (its IIFE build) defines on `window`. */
interface Ponyfill {
  BarcodeDetector: DetectorClass;
  prepareZXingModule(options: {
    overrides: { locateFile: (path: string, prefix: string) => string };
    fireImmediately: true;
  }): Promise<unknown>;
}

/**
 * barcode-detector as its own script from our origin, not through the bundler (see vite.config.ts:
 * the bundle's tree-shaking would break its WebAssembly bindings).
 */
function loadPonyfill(src: string): Promise<Ponyfill> {
  const loaded = () => (window as { BarcodeDetectionAPI?: Ponyfill }).BarcodeDetectionAPI;
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => {
      const api = loaded();
      if (api) resolve(api);
      else reject(new Error('barcode-detector did not load'));
    };
    script.onerror = () => reject(new Error('barcode-detector did not load'));
    document.head.append(script);
  });
}

const wrap = (detector: DetectorLike): QrDetector => ({
  detect: async (frame) => (await detector.detect(frame)).map((code) => code.rawValue),
});

/**
 * The browser's own BarcodeDetector where it reads QR codes (Android, macOS), else the
 * `barcode-detector` ponyfill over zxing-wasm. Its .wasm is the copy Vite bundles and we serve:
 * the venue may have no internet, and zxing-wasm would otherwise fetch it from a CDN. Rejects
 * when no decoder can run here (the page then offers only the typed code).
 */
export async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const formats: string[] = await native.getSupportedFormats().catch(() => []);
    if (formats.includes('qr_code')) return wrap(new native({ formats: ['qr_code'] }));
  }
  const [{ default: scriptUrl }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector-script?url'),
    // zxing-wasm comes with barcode-detector (its only dependency), so it is always installed.
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  const ponyfill = await loadPonyfill(scriptUrl);
  // Instantiated now, so a browser that refuses WebAssembly is known before the first frame.
  await ponyfill.prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return wrap(new ponyfill.BarcodeDetector({ formats: ['qr_code'] }));
}
