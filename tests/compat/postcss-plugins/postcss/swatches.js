// `@swatches ochre #c77d1a, teal #127a78;` becomes one class per colour: `.swatch-ochre { background: #c77d1a }`.
const swatches = (options = {}) => ({
  postcssPlugin: 'swatches',
  AtRule: {
    swatches(rule, { Rule, Declaration }) {
      const prefix = options.prefix || 'colour';
      const rules = rule.params.split(',').map((pair) => {
        const [name, value] = pair.trim().split(/\s+/);
        return new Rule({ selector: `.${prefix}-${name}`, nodes: [new Declaration({ prop: 'background', value })] });
      });
      rule.replaceWith(rules);
    },
  },
});
swatches.postcss = true;
module.exports = swatches;
