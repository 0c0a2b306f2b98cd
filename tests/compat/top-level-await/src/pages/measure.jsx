import React from 'react';
import Hydrated from '../components/Hydrated';
import { layoutWidth } from '../layout-engine.js';

// A React page using a module that awaits its engine at its top level, as yoga-layout does.
export default function Measure() {
  return <main><p>Width <Hydrated className="tla-width" value={layoutWidth(3)} /></p></main>;
}
