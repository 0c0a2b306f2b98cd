/**
 * Docusaurus' `mdx-code-block` fences: a code fence whose language is `mdx-code-block` is no
 * code block in MDX; its content is MDX of the page (sites write them so that the file still
 * reads well on GitHub). The fence lines become empty lines, so every position in the file
 * stays where it was. As in Docusaurus, any such fence is unwrapped, even inside another.
 */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^( *)(`{3,}|~{3,})mdx-code-block\s*$/.exec(lines[i]!.replace(/\r$/, ''));
    if (!open) continue;
    const close = new RegExp(`^${open[1]}${open[2]![0] === '`' ? '`' : '~'}{${open[2]!.length}}\\s*$`);
    for (let j = i + 1; j < lines.length; j++) {
      if (!close.test(lines[j]!.replace(/\r$/, ''))) continue;
      lines[i] = '';
      lines[j] = '';
      i = j;
      break;
    }
  }
  return lines.join('\n');
}
