import {stampWord} from './words/stamp';

type Node = {type: string; value?: string; depth?: number; children?: Node[]};

// Adds the stamp word from words/stamp.txt after the text of every second-level heading.
export const stampHeadings = () => (root: Node) => {
  for (const node of root.children ?? []) {
    if (node.type === 'heading' && node.depth === 2) node.children?.push({type: 'text', value: ` (${stampWord()})`});
  }
};

// Appends a paragraph saying how many paragraphs the page has.
export const countWords = (options: {label: string}) => (root: Node) => {
  const paragraphs = (root.children ?? []).filter((node) => node.type === 'paragraph').length;
  root.children?.push({type: 'paragraph', children: [{type: 'text', value: `${paragraphs} paragraphs of ${options.label}`}]});
};
