import React from 'react';
import { useColorMode, useDocsPreferredVersion } from '@docusaurus/theme-common';

export default function Prefs() {
  const { colorMode } = useColorMode();
  const { preferredVersion } = useDocsPreferredVersion();
  return <p>{colorMode} {preferredVersion}</p>;
}
