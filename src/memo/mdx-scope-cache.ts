import type { CacheStore } from '../cache/cache-store.js';
import { digestOf } from '../cache/cache-store.js';
import type { ScopeMemo } from '../bundle/mdx-sources.js';
import type { ResolvedConfig } from '../config/types.js';
import { markdownSources } from '../content/markdown-sources.js';
import type { ContentGraph } from '../content/types.js';
import { fileFormat } from '../markdown/render-markdown.js';

/** The kind of cache entry that keeps an MDX file's scope, by its text and how it is read. */
export const MDX_SCOPES = 'mdx-scopes';

/** MDX scopes kept in store under key plus each file's format and text. */
export function mdxScopeMemo(store: CacheStore, key: string, config: ResolvedConfig, content: ContentGraph): ScopeMemo {
  const sources = new Map(markdownSources(content).map((s) => [s.absPath, s]));
  const entryOf = (absPath: string) => {
    const source = sources.get(absPath);
    return source && digestOf(key, fileFormat(source.file, source.frontMatter, config.markdown.format), source.source);
  };
  return {
    read(absPath) {
      const entry = entryOf(absPath);
      if (!entry) return undefined;
      const scope = store.read<ReturnType<ScopeMemo['read']>>(MDX_SCOPES, entry);
      store.count(MDX_SCOPES, scope !== undefined);
      return scope;
    },
    write(absPath, scope) {
      const entry = entryOf(absPath);
      if (entry) store.write(MDX_SCOPES, entry, scope);
    },
  };
}
