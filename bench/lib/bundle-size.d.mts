// Types of bundle-size.mjs for the TypeScript test that imports it (apps/web/e2e/bundle-size.test.ts).
export declare const webRoot: string;
export declare const webDist: string;
export declare const initialJsBudgetBytes: number;
export declare const lazyOnlyChunks: { label: string; pattern: RegExp }[];
export interface InitialFile {
  name: string;
  /** Named by index.html (module script or modulepreload), not only imported by the event page. */
  fromIndexHtml: boolean;
  bytes: number;
  gzipBytes: number;
}
export interface InitialJs {
  files: InitialFile[];
  entryGzipBytes: number;
  totalGzipBytes: number;
  lazyOnlyViolations: { label: string; pattern: RegExp }[];
}
export declare function entryScripts(indexHtml: string): string[];
export declare function staticImports(code: string): string[];
export declare function initialEventJs(dist?: string): InitialJs;
export declare const embedJsBudgetBytes: number;
export declare const embedForbiddenChunks: RegExp;
export interface EmbedJs {
  files: { name: string; bytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
}
export declare function embedPageJs(dist?: string): EmbedJs;
export declare function webBuildStale(dist?: string): boolean;
export declare function buildWebIfStale(): boolean;
