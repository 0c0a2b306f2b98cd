// Ends the text of every heading below the title with " ⚓" (synchronous).
module.exports = function markHeadings() {
  const visit = (node) => {
    if (node.type === 'heading' && node.depth > 1) {
      const last = node.children[node.children.length - 1];
      if (last && last.type === 'text') last.value += ' ⚓';
    }
    for (const child of node.children ?? []) visit(child);
  };
  return (tree) => visit(tree);
};
