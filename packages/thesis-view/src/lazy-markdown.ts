// The Markdown parser for text that arrives after the page — a chat answer: loaded the first time one is
// shown (or a reply is on its way), not with the page. Until it is there, the text shows as written.
import type { Root } from 'hast';
import { useEffect, useMemo, useState } from 'react';

type Parse = (content: string) => Root;

let parse: Parse | undefined;
let loading: Promise<Parse | undefined> | undefined;

/** Loads the parser once; undefined when its chunk could not be fetched (the next call tries again). */
export function loadMarkdownParser(): Promise<Parse | undefined> {
  loading ??= import('./markdown-parser.js').then(
    (module) => (parse = module.articleHast),
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

/** The content's hast once the parser is loaded (a fresh tree per content), null before. */
export function useMarkdownHast(content: string): Root | null {
  const [loaded, setLoaded] = useState(() => parse !== undefined);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadMarkdownParser().then((found) => {
      if (live && found) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return useMemo(() => (loaded && parse ? parse(content) : null), [loaded, content]);
}
