import React from 'react';
import NotFound from '@theme/NotFound';

export default function Missing() {
  return <NotFound />;
}
