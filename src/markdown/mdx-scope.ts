import type { Program } from 'estree';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { AUTHOR_COMPONENTS } from '../../shared/components.js';

/** A JavaScript expression of an MDX file, with where it starts (1-based). */
export interface MdxExpression {
  code: string;
  line: number;
  column: number;
}

/** An ESM import of an MDX file. */
export interface MdxImport {
  /** Local name (`Tabs` in `import Tabs from '@theme/Tabs'`), `*` names for namespaces. */
  local: string;
  /** Imported name: `default`, a named export, or `*`. */
  imported: string;
  source: string;
  line: number;
}

/**
 * What an MDX file needs from JavaScript: its ESM, expressions and the component tags
 * that are resolved when the page renders. Collected by the mdast pass from the text
 * alone, so files with the same text share it.
 */
export interface MdxScope {
  /** Source of each `import`/`export` block, in order. */
  esm: MdxExpression[];
  imports: MdxImport[];
  /** Every top-level name the ESM binds (imports and exported declarations). */
  bindings: string[];
  /** Expressions in document order; the tree refers to them by index. */
  expressions: MdxExpression[];
  /** Component tags (`Foo`, `Foo.Bar`) resolved at render time, first use of each name. */
  tags: MdxExpression[];
  /** Components that JSX inside expressions names (`Card` of `{cond && <Card />}`), first use of each. */
  expressionComponents?: string[];
  /**
   * Values Docusaurus puts in every MDX file's scope that the file's code uses and does not
   * bind itself: `frontMatter`, `toc` (its headings, flat, as `<TOCInline toc={toc} />`
   * takes them) and `contentTitle`.
   */
  values?: Record<string, unknown>;
}

/** The names Docusaurus gives every MDX file (see MdxScope.values). */
export const PAGE_VALUES = ['frontMatter', 'toc', 'contentTitle'] as const;

/** The page values (PAGE_VALUES) a file's code refers to without binding them itself. */
export function usedPageValues(scope: MdxScope): (typeof PAGE_VALUES)[number][] {
  const code = [...scope.esm, ...scope.expressions].map((e) => e.code).join('\n');
  return PAGE_VALUES.filter((name) => new RegExp(`\\b${name}\\b`).test(code) && !scope.bindings.includes(name));
}

/** Creates an empty scope. */
export function createMdxScope(): MdxScope {
  return { esm: [], imports: [], bindings: [], expressions: [], tags: [] };
}

/** Components the theme renders from page data; `import X from '@theme/X'` of these needs no code. */
export const DATA_COMPONENTS = new Set<string>(AUTHOR_COMPONENTS.filter((name) => /^[A-Z]/.test(name)));

/** Whether a file with this scope needs a JavaScript module (or renders from data alone). */
export function needsModule(scope: MdxScope): boolean {
  if (scope.expressions.length > 0 || scope.tags.length > 0) return true;
  // Imports of the theme's own data components (Docusaurus sites import Tabs this way) change nothing.
  return scope.esm.length > 0 && !scope.imports.every(isDataComponentImport);
}

/** Whether an import only names a theme component the page data already renders. */
export function isDataComponentImport(spec: MdxImport): boolean {
  const name = /^@theme\/([A-Z]\w*)$/.exec(spec.source)?.[1];
  return name !== undefined && spec.imported === 'default' && spec.local === name && DATA_COMPONENTS.has(name);
}

/** Records an ESM block: its source and the names it binds. */
export function addEsm(scope: MdxScope, node: MdxjsEsm): void {
  const start = node.position?.start;
  const line = start?.line ?? 1;
  scope.esm.push({ code: node.value, line, column: start?.column ?? 1 });
  const program = node.data?.estree as Program | undefined;
  if (!program) return;
  for (const statement of program.body) {
    const at = statement.loc?.start.line ?? line;
    if (statement.type === 'ImportDeclaration') {
      const source = String(statement.source.value);
      for (const specifier of statement.specifiers) {
        const imported =
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.type === 'ImportNamespaceSpecifier'
              ? '*'
              : specifier.imported.type === 'Identifier'
                ? specifier.imported.name
                : String(specifier.imported.value);
        scope.imports.push({ local: specifier.local.name, imported, source, line: at });
        scope.bindings.push(specifier.local.name);
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
      const declaration = statement.declaration;
      if (declaration.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) scope.bindings.push(...patternNames(declarator.id));
      } else if (declaration.id) {
        scope.bindings.push(declaration.id.name);
      }
    }
  }
}

function patternNames(pattern: import('estree').Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => patternNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => (e ? patternNames(e) : []));
    case 'RestElement':
      return patternNames(pattern.argument);
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    default:
      return [];
  }
}

/** The value the tree holds in place of expression `index`; the renderer swaps in its result. */
export function expressionMarker(index: number): { '#x': number } {
  return { '#x': index };
}

/** An ESTree program whose one expression is a literal holding `value` (read back by the evaluater, never run). */
export function literalProgram(value: unknown): Program {
  const expression = { type: 'Literal', value } as unknown as import('estree').Expression;
  return { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] };
}

/** Whether an expression's ESTree holds nothing but comments (`{/* note *\/}`). */
export function isCommentOnly(program: Program | undefined, code: string): boolean {
  if (program) return program.body.length === 0;
  return /^\s*(?:\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*\n\s*)*$/.test(code);
}
