// `shade(#rrggbb)` in a value becomes the colour at half brightness.
const half = (hex) => '#' + hex.match(/\w\w/g).map((h) => Math.floor(parseInt(h, 16) / 2).toString(16).padStart(2, '0')).join('');
module.exports = () => ({
  postcssPlugin: 'shades',
  Declaration(decl) {
    if (decl.value.includes('shade(')) decl.value = decl.value.replace(/shade\(#([0-9a-f]{6})\)/gi, (_, hex) => half(hex));
  },
});
module.exports.postcss = true;
