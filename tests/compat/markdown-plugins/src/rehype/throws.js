// A plugin with a bug: it fails on every page.
module.exports = function throws() {
  return () => {
    throw new Error('cannot read the tide table');
  };
};
