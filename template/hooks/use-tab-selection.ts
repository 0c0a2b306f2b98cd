import { useLayoutEffect, useRef, useState } from 'react';
import { useTabGroup } from './tab-groups';

/**
 * The selected tab of a tab set: the page-wide choice of its group, else the reader's own
 * choice, else the fallback. `select` keeps the chosen tab's button where the reader saw it,
 * when a grouped switch changes the height of other tab sets above it.
 */
export function useTabSelection(groupId: string | undefined, isValid: (value: string | null | undefined) => value is string, fallback: string | undefined) {
  const [localValue, setLocalValue] = useState<string | null>(null);
  const [groupValue, setGroupValue] = useTabGroup(groupId);
  const selected = isValid(groupValue) ? groupValue : isValid(localValue) ? localValue : fallback;
  const scrollAnchor = useRef<{ element: HTMLElement; top: number } | null>(null);

  useLayoutEffect(() => {
    // A grouped switch changes the height of other tab sets above: keep the clicked tab where the reader saw it.
    const anchor = scrollAnchor.current;
    if (!anchor) return;
    scrollAnchor.current = null;
    const delta = anchor.element.getBoundingClientRect().top - anchor.top;
    if (Math.abs(delta) > 1) window.scrollBy(0, delta);
  });

  const select = (value: string, element: HTMLElement | null) => {
    if (value === selected) return;
    if (element) scrollAnchor.current = { element, top: element.getBoundingClientRect().top };
    setLocalValue(value);
    if (groupId) setGroupValue(value);
  };
  return { selected, select };
}
