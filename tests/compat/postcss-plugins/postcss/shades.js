// `shade(#rrggbb)` in a value becomes the colour at half brightness. It refuses stylesheets of
// the generator's own packages: those belong to its theme, not to the site.
const half = (hex) => '#' + hex.match(/\w\w/g).map((h) => Math.floor(parseInt(h, 16) / 2).toString(16).padStart(2, '0')).join('');
module.exports = () => ({
  postcssPlugin: 'shades',
  Once(root) {
    if (/node_modules[\\/]@docsearch/.test(root.source.input.file)) throw new Error(`shades was given ${root.source.input.file}`);
  },
  Declaration(decl) {
    if (decl.value.includes('shade(')) decl.value = decl.value.replace(/shade\(#([0-9a-f]{6})\)/gi, (_, hex) => half(hex));
  },
});
module.exports.postcss = true;
