// Loaded after the client started (see navbar-code-loader.ts); importing it keeps the first load in one chunk (client-core.tsx).
import '@docs/client-core';

/** The code of the navbar's dropdown items, a chunk of its own: only sites with dropdowns load it. */
export { DropdownNavbarItem } from '../components/DropdownNavbarItem';
