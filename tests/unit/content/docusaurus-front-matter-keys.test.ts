import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { readFrontMatter } from '../../../src/content/read-front-matter.js';
import { checkDocFrontMatter } from '../../../src/content/doc-front-matter.js';

// Front matter keys Docusaurus 3 reads without a word, with values of the types it accepts.
const DOC = `---
id: intro
title: Introduction
description: ''
keywords: [start, setup]
image: /img/cover.png
slug: /start
tags: [guide, {label: Setup, permalink: /setup}]
draft: false
unlisted: true
sidebar_label: Start
sidebar_position: 1.5
sidebar_class_name: highlighted
sidebar_custom_props: {badge: new, nested: {x: [1, 2]}}
displayed_sidebar: docs
pagination_label: First steps
pagination_prev: null
pagination_next: guides/install
hide_title: true
hide_table_of_contents: false
toc_min_heading_level: 2
toc_max_heading_level: 4
custom_edit_url: null
parse_number_prefixes: false
last_update:
  date: 2024-05-31
  author: Jane
---
Text.
`;

const POST = `---
title: Launch
description: The launch.
slug: launch
date: 2024-05-31 10:00:00
author: Ada Lovelace
author_title: Analyst
author_url: https://ada.example
author_image_url: https://ada.example/ada.png
authorURL: https://ada.example
authorTitle: Analyst
authorImageURL: https://ada.example/ada.png
tags: [release] keywords: [launch]
image: ./cover.png
hide_table_of_contents: true
toc_min_heading_level: 2
toc_max_heading_level: 3
draft: false
unlisted: false
last_update:
  date: 2024-06-01
---
Text.
`;

describe('front matter keys Docusaurus accepts silently', () => {
  it('a doc that sets every documented key gets no diagnostic', () => {
    const diagnostics: Diagnostic[] = [];
    const data = readFrontMatter(DOC, 'docs/intro.md', diagnostics);
    expect(data).toBeDefined();
    checkDocFrontMatter(data!, DOC, 'docs/intro.md', diagnostics);
    expect(diagnostics).toEqual([]);
  });

  it('a blog post with the older single-author keys gets no diagnostic', () => {
    const diagnostics: Diagnostic[] = [];
    expect(readFrontMatter(POST, 'blog/launch.md', diagnostics)).toMatchObject({ author: 'Ada Lovelace', tags: ['release'], keywords: ['launch'] });
    expect(diagnostics).toEqual([]);
  });
});
