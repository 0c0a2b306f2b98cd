import React from 'react';
import { note } from './note';

export default function DocItemFooter() {
  return <footer className="site-doc-footer">{note}</footer>;
}
