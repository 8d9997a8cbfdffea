// Types for the offline engine's untyped dependencies (only what it uses).

declare module 'wink-bm25-text-search' {
  interface Bm25Engine {
    defineConfig(config: { fldWeights: Record<string, number> }): boolean;
    definePrepTasks(tasks: Array<(text: string) => string[]>): number;
    addDoc(doc: Record<string, string>, id: string | number): number;
    consolidate(precision?: number): boolean;
    search(text: string, limit?: number): Array<[string, number]>;
  }
  const bm25: () => Bm25Engine;
  export default bm25;
}

declare module 'text2wav/lib/espeak-ng.js' {
  namespace EspeakNg {
    interface EspeakModule {
      arguments: string[];
      print?: (text: string) => void;
      printErr?: (text: string) => void;
      instantiateWasm?: (imports: object, done: (instance: object) => void) => Record<string, never>;
      postRun?: () => void;
      onAbort?: (reason: unknown) => void;
      noInitialRun?: boolean;
      onRuntimeInitialized?: () => void;
      FS?: { readFile(path: string): Uint8Array; unmount(path: string): void };
    }
  }
  const EspeakNg: (module: EspeakNg.EspeakModule) => void;
  export = EspeakNg;
}
