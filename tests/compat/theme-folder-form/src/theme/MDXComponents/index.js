// Written by `docusaurus swizzle @docusaurus/theme-classic MDXComponents --eject`, then edited.
import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Highlight from '@site/src/components/Highlight';

export default {
  ...MDXComponents,
  Highlight,
  a: (props) => <a data-site-link="mdx-components" {...props} />,
};
