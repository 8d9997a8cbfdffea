// Types for the offline engine's untyped dependencies (only what it uses).

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

// The stop-word lists of `stopword`, by ISO 639-3 code (eng, deu, fra…), and its filter.
declare module 'stopword' {
  export const eng: string[];
  export function removeStopwords(tokens: string[], stopwords?: string[]): string[];
}
