import React from 'react';

export default function Highlight({ children }) {
  return <mark className="site-highlight">{children}</mark>;
}
