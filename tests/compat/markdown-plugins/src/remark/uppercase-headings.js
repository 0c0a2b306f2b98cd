// Uppercases the text of every heading below the title, and warns about an empty one.
module.exports = function uppercaseHeadings() {
  const visit = (node, file) => {
    if (node.type === 'heading' && node.depth > 1) {
      if (node.children.length === 0) file.message('empty heading', node);
      for (const child of node.children) if (child.type === 'text') child.value = child.value.toUpperCase();
    }
    for (const child of node.children ?? []) visit(child, file);
  };
  return (tree, file) => visit(tree, file);
};
