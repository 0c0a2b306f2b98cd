import React from 'react';

export default function Widget() {
  return <p className="widget">Widget from Widget.js</p>;
}
