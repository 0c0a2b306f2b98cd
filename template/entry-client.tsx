// The browser's entry: the theme's stylesheets, the site's own after them, then the client.
import './styles/index.css';
// The site's own stylesheets (site.config.json customCss), after the theme's.
import '@docs/custom-css';
import './client-core';
