// Puts a divider and an empty marker box at the end of every page.
module.exports = function addRules() {
  return (root) => {
    root.children.push(
      {type: 'mdxJsxFlowElement', name: 'hr'},
      {
        type: 'mdxJsxFlowElement',
        name: 'aside',
        attributes: [{type: 'mdxJsxAttribute', name: 'className', value: 'pool-marker'}],
      },
    );
  };
};
