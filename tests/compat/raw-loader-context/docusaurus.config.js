// Code samples read as text at run time: a component asks raw-loader for a file whose name
// arrives as a prop (a webpack context), and another reads one file with require().default.
module.exports = {
  title: 'Knot book',
  url: 'https://knots.example',
  baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: 'docs'}, blog: false}]],
};
