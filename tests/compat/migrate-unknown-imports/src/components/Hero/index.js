import React from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';

export default function Hero() {
  const data = usePluginData('pilot-stats');
  return <Link to="/docs/boarding">Boarding ({data.count})</Link>;
}
