import React, { useEffect, useState } from 'react';

// Shows a value, marked once the browser has hydrated it: only a working client bundle does that.
export default function Hydrated({ className, value }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <span className={className}>{hydrated ? `${value} (hydrated)` : String(value)}</span>;
}
