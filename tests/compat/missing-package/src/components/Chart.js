import React from 'react';
import { drawChart } from 'tiny-chart-lib';

export default function Chart() {
  return <div className="chart">{drawChart()}</div>;
}
