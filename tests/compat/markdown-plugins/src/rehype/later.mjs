// An asynchronous transformer: it finishes after a timer.
export default function later() {
  return async (tree) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    tree.children.push({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'later' }] });
  };
}
