import { escapeHtml } from '../../shared/html.js';

/** A new site's first doc, served at /docs: where docs live and how to add one. */
export function introDoc(title: string): string {
  return `---
title: Introduction
slug: /
---

Welcome to ${title}. This page is \`content/docs/intro.md\`, served at \`/docs\` (its \`slug\`); every
other markdown file under \`content/docs/\` is a page under \`/docs/\`, listed in the sidebar by
\`content/sidebars.json\`.

## Write a page

Add \`content/docs/guide.md\`, add \`"guide"\` to the sidebar, and \`docs dev\` shows it as you save.

:::tip
Run \`npx docs build\` to write the site into \`dist/\`, and \`npx docs serve\` to look at it.
:::
`;
}

/** A new site's first blog post, with a tag and a truncate marker. */
export function welcomePost(title: string): string {
  return `---
title: Welcome
tags: [news]
---

The first post of ${title}. Posts live in \`content/blog/\`, named by their date.

<!--truncate-->

Everything after the truncate marker shows on the post's own page only.
`;
}

/** A new site's markdown page at /about. */
export function aboutPage(): string {
  return `---
title: About
---

# About

A page of its own, at \`/about\`: markdown files in \`content/pages/\` become pages.
`;
}

/** A new site's home page: a React component that links to the docs and the blog. */
export function homePage(title: string): string {
  return `import { Link } from '@docs/theme';

/** The home page: a React component inside the site's layout; the theme's Link navigates without a full page load. */
export default function Home() {
  return (
    <section className="docs-markdown" style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem' }}>
      <h1>${escapeJsx(title)}</h1>
      <p>Documentation and news.</p>
      <p>
        <Link to="/docs">Read the docs</Link> or the <Link to="/blog">blog</Link>.
      </p>
    </section>
  );
}
`;
}

/** Text as JSX shows it: HTML-escaped, with braces as string expressions. */
function escapeJsx(s: string): string {
  return escapeHtml(s).replace(/[{}]/g, (c) => `{'${c}'}`);
}
