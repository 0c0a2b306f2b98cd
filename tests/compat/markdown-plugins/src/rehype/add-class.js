// Adds a class to every element of one tag name.
module.exports = function addClass(options) {
  const { tagName, className } = options;
  const visit = (node) => {
    if (node.type === 'element' && node.tagName === tagName) {
      const classes = node.properties.className ?? [];
      node.properties.className = [...classes, className];
    }
    for (const child of node.children ?? []) visit(child);
  };
  return (tree) => visit(tree);
};
