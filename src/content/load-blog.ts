import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, isMap, isScalar, LineCounter } from 'yaml';
import type { ResolvedConfig } from '../config/types.js';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { readTextFile } from '../files/read-text-file.js';
import { readMarkdown, type SourceFacts } from './source-facts.js';
import type { Author } from '../../shared/types.js';
import { joinRoute } from './doc-ids.js';
import type { BuildMode } from './load-docs.js';
import type { PostSource } from './types.js';
import { globFilter } from '../files/glob.js';
import { calendarDateProblem, frontMatterDate } from './calendar-date.js';
import { isMarkdown, relativePrefix, toPosix, walkRelative } from '../files/walk.js';
import { unreadableFolder } from '../files/unreadable.js';

/** A tag defined in tags.yml. */
export interface TagDefinition {
  label: string;
  permalink: string;
  description?: string;
}

/** Authors and tags declared beside the posts. */
export interface BlogMeta {
  authors: Map<string, Author>;
  tags: Map<string, TagDefinition>;
  /** Whether authors.yml failed to load (its keys are then not checked again in posts). */
  authorsBroken: boolean;
}

// As in Docusaurus: a date anywhere in the path ("2024-05-31-x.md", "2024/05/31/x.md",
// "2024-05-31-x/index.md"), what comes before it, and the text after it.
const DATED_PATH = /^(.*?)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

/** The date and default slug Docusaurus reads from a post's path relative to the blog folder. */
export function parseBlogPath(rel: string): { date?: { year: number; month: number; day: number; written: string }; slug: string; text: string } {
  const match = DATED_PATH.exec(rel);
  if (match) {
    const [, folder, year, month, day, text] = match as unknown as string[];
    const written = `${year}/${month}/${day}`;
    return { date: { year: Number(year), month: Number(month), day: Number(day), written }, slug: `/${written}/${folder}${text}`, text: text! };
  }
  const text = rel.replace(/(?:\/index)?\.mdx?$/, '');
  return { slug: `/${text}`, text };
}

/**
 * Finds the blog posts. The URL comes from the file's path (its date and name) or `slug`;
 * a `date` in front matter changes the date shown and the order, never the URL, as in
 * Docusaurus. Drafts are kept only in development.
 */
export function loadBlogPosts(config: ResolvedConfig, blogDir: string, mode: BuildMode, diagnostics: Diagnostic[], facts?: SourceFacts): PostSource[] {
  if (!existsSync(blogDir)) return [];
  const posts: PostSource[] = [];
  const byRoute = new Map<string, PostSource>();
  const prefix = relativePrefix(config.siteDir, blogDir);
  const selected = globFilter(config.blog.include, config.blog.exclude);
  for (const { abs: absPath, rel } of walkRelative(blogDir, isMarkdown, unreadableFolder(config.siteDir, diagnostics))) {
    if (!selected(rel)) continue;
    const file = prefix + rel;
    const read = readMarkdown(absPath, file, diagnostics, facts);
    if (!read) continue;
    const { frontMatter } = read;
    const parsed = parseBlogPath(rel);
    let date = postDate(parsed, frontMatter, file, () => read.text(), diagnostics);
    if (date === null) continue;
    // Without a date in the path or the front matter, Docusaurus dates a post by its file.
    date ??= fileTime(absPath);
    const draft = frontMatter.draft === true;
    if (draft && mode === 'production') continue;
    const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : parsed.slug;
    // Both an absolute and a relative `slug` sit under the blog's route, as in Docusaurus.
    const permalink = joinRoute(config.baseUrl, config.blog.routeBasePath, slug);
    const post: PostSource = read.attach({
      file,
      absPath,
      frontMatter,
      permalink,
      date,
      slug: parsed.text.split('/').pop() || parsed.text,
      draft,
      unlisted: frontMatter.unlisted === true,
    });
    const clash = byRoute.get(permalink);
    if (clash) {
      diagnostics.push(
        error('blog/duplicate-slug', `two posts are served at ${permalink}: ${clash.file} and ${file}`, {
          file,
          line: 1,
          column: 1,
          hint: 'Change the file name or the `slug` front matter of one of them.',
        }),
      );
      continue;
    }
    byRoute.set(permalink, post);
    posts.push(post);
  }
  // Newest first; the same day falls back to the file name, newest name first, so order is stable.
  posts.sort((a, b) => b.date.getTime() - a.date.getTime() || (a.file < b.file ? 1 : -1));
  return posts;
}

/**
 * A post's date from its path, then its front matter (undefined when neither has one); null,
 * with a diagnostic, when one is written but names no day of the calendar.
 */
function postDate(
  parsed: ReturnType<typeof parseBlogPath>,
  frontMatter: Record<string, unknown>,
  file: string,
  text: () => string,
  diagnostics: Diagnostic[],
): Date | undefined | null {
  const fileDate = parsed.date ? new Date(Date.UTC(parsed.date.year, parsed.date.month - 1, parsed.date.day)) : undefined;
  if (parsed.date && (!fileDate || fileDate.getUTCDate() !== parsed.date.day || fileDate.getUTCMonth() !== parsed.date.month - 1)) {
    diagnostics.push(
      error('blog/invalid-date', `the date ${parsed.date.written} in the file name is not a calendar date`, {
        file,
        line: 1,
        column: 1,
        hint: 'Name the file YYYY-MM-DD-slug.md with a real date, e.g. 2024-05-31-launch.md.',
      }),
    );
    return null;
  }
  if (frontMatter.date === undefined) return fileDate;
  const date = readDate(frontMatter.date);
  // Date would roll 2024-02-30 over to March 1: such a day is refused, not moved.
  const outside = typeof frontMatter.date === 'string' ? calendarDateProblem(frontMatter.date) : undefined;
  if (date && !outside) return date;
  const where = findKey(text(), 'date');
  const message = outside
    ? `the date of this post, ${String(frontMatter.date)}, is not in the calendar: ${outside}`
    : `cannot read the date of this post (date: ${String(frontMatter.date)})`;
  diagnostics.push(
    error('blog/invalid-date', message, {
      file,
      line: where.line,
      column: where.column,
      hint: 'Write it as `date: 2024-05-31` or `date: 2024-05-31T10:00:00Z`.',
    }),
  );
  return null;
}

function fileTime(absPath: string): Date {
  const stats = statSync(absPath);
  return stats.birthtimeMs > 0 ? stats.birthtime : stats.mtime;
}

function readDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string') {
    const d = frontMatterDate(value);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  return undefined;
}

/** Finds the line and column of a front matter key in a file, for diagnostics. */
export function findKey(source: string, key: string): { line: number; column: number } {
  const lines = source.split('\n');
  const i = lines.findIndex((l) => l.startsWith(`${key}:`));
  return i >= 0 ? { line: i + 1, column: 1 } : { line: 1, column: 1 };
}

/** Reads authors.yml and tags.yml beside the posts; errors name the file and line. */
export function loadBlogMeta(config: ResolvedConfig, blogDir: string, diagnostics: Diagnostic[]): BlogMeta {
  const authors = new Map<string, Author>();
  const tags = new Map<string, TagDefinition>();
  const before = diagnostics.length;
  const authorEntries = readYamlMap(config, path.join(blogDir, 'authors.yml'), diagnostics);
  for (const { key, value, line, column } of authorEntries) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      diagnostics.push(
        error('blog/invalid-author', `the author "${key}" must be a mapping of fields, received ${Array.isArray(value) ? 'a list' : JSON.stringify(value)}`, {
          file: toPosix(path.relative(config.siteDir, path.join(blogDir, 'authors.yml'))),
          line,
          column,
          hint: `Write the fields indented under the key, e.g.\n  ${key}:\n    name: ${typeof value === 'string' ? value : 'Jane Doe'}`,
        }),
      );
      continue;
    }
    const a = value as Record<string, unknown>;
    authors.set(key, {
      key,
      name: String(a.name ?? key),
      title: a.title === undefined ? undefined : String(a.title),
      url: a.url === undefined ? undefined : String(a.url),
      imageURL: a.image_url === undefined ? (a.imageURL === undefined ? undefined : String(a.imageURL)) : String(a.image_url),
      email: a.email === undefined ? undefined : String(a.email),
      page: joinRoute(config.baseUrl, config.blog.routeBasePath, 'authors', key),
    });
  }
  const authorsBroken = diagnostics.length > before;
  for (const { key, value } of readYamlMap(config, path.join(blogDir, 'tags.yml'), diagnostics)) {
    const t = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    tags.set(key, {
      label: String(t.label ?? key),
      permalink: String(t.permalink ?? `/${key}`).replace(/^\/?/, '/'),
      description: t.description === undefined ? undefined : String(t.description),
    });
  }
  return { authors, tags, authorsBroken };
}

interface YamlEntry {
  key: string;
  value: unknown;
  line: number;
  column: number;
}

const YAML_HINTS: Record<string, string> = {
  'authors.yml': 'Each entry is a key followed by indented fields, e.g.\n  jane:\n    name: Jane Doe',
  'tags.yml': 'Each entry is a tag key followed by indented fields, e.g.\n  release:\n    label: Release',
};

function readYamlMap(config: ResolvedConfig, file: string, diagnostics: Diagnostic[]): YamlEntry[] {
  if (!existsSync(file)) return [];
  const rel = toPosix(path.relative(config.siteDir, file));
  const name = path.basename(file);
  const hint = YAML_HINTS[name] ?? '';
  const text = readTextFile(file, rel, diagnostics);
  if (text === undefined) return [];
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length) {
    for (const e of doc.errors) {
      const pos = lineCounter.linePos(e.pos[0]);
      diagnostics.push(
        error('blog/invalid-yaml', `${name} is not valid YAML: ${e.message.split('\n')[0]}`, { file: rel, line: pos.line, column: pos.col, hint }),
      );
    }
    return [];
  }
  if (doc.contents === null) return [];
  if (!isMap(doc.contents)) {
    diagnostics.push(error('blog/invalid-yaml', `${name} must be a mapping of keys to entries`, { file: rel, line: 1, column: 1, hint }));
    return [];
  }
  let json: Record<string, unknown>;
  try {
    json = doc.toJSON() as Record<string, unknown>;
  } catch (e) {
    // The yaml package refuses documents whose aliases expand without bound (a "billion laughs" file).
    diagnostics.push(
      error('blog/invalid-yaml', `${name} cannot be read: ${(e as Error).message}`, {
        file: rel,
        line: 1,
        column: 1,
        hint: 'Write the entries out instead of repeating them through &anchors and *aliases.',
      }),
    );
    return [];
  }
  return doc.contents.items.map((pair) => {
    const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
    const offset = isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
    const pos = lineCounter.linePos(offset);
    return { key, value: json[key], line: pos.line, column: pos.col };
  });
}
