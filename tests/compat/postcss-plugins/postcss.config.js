module.exports = {
  plugins: {
    './postcss/swatches.js': {prefix: 'swatch'},
  },
};
