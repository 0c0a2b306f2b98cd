import React, { useEffect } from 'react';
import { setValue, useStoreValue } from 'tiny-store';

export default function StoreValue() {
  const value = useStoreValue();
  // Runs only in the browser, after hydration: the page shows it once the client bundle works.
  useEffect(() => setValue('store value after hydration'), []);
  return <strong className="store-value">{value}</strong>;
}
