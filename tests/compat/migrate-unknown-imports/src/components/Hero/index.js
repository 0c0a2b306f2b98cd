import React from 'react';
import Link from '@docusaurus/Link';
import renderRoutes from '@docusaurus/renderRoutes';

export default function Hero() {
  return <Link to="/docs/boarding">Boarding {renderRoutes([])}</Link>;
}
