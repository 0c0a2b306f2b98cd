/**
 * Component tags that markdown may use, and the template components that render
 * the nodes the markdown stage itself produces. Shared so both sides agree.
 */

/** Tags an author may write in markdown (JSX-style), besides plain HTML elements. */
export const AUTHOR_COMPONENTS = ['Tabs', 'TabItem', 'details', 'summary', 'Admonition', 'CodeBlock'] as const;

/** Components the markdown stage emits for markdown constructs. */
export const GENERATED_COMPONENTS = {
  /** Code fence: props { language, title?, code, highlight: number[], showLineNumbers? }; children: highlighted lines. */
  codeBlock: 'CodeBlock',
  /** :::note etc.: props { type, title? }. */
  admonition: 'Admonition',
  /** h1..h6 with an id: props { as: 'h2', id }. */
  heading: 'Heading',
} as const;
