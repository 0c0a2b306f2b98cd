import React from 'react';
import { Redirect } from '@docusaurus/router';

export default function Old() {
  return <Redirect to="/docs/intro" />;
}
