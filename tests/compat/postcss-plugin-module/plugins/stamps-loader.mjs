export default function stampsLoader() {
  return {
    name: 'stamps-loader',
    configurePostCss(postcssOptions) {
      postcssOptions.plugins = [require('postcss-stamps')];
      return postcssOptions;
    },
  };
}
