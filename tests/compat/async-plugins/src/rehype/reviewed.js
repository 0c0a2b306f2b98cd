// Gives every paragraph the class "reviewed". Its transformer takes a callback, which it
// calls on a later turn of the event loop.
module.exports = function reviewed() {
  const visit = (node) => {
    if (node.type === 'element' && node.tagName === 'p') {
      const classes = node.properties.className ?? [];
      node.properties.className = [...classes, 'reviewed'];
    }
    for (const child of node.children ?? []) visit(child);
  };
  return (tree, file, next) => {
    setImmediate(() => {
      visit(tree);
      next(null, tree);
    });
  };
};
