import { useEffect, useState } from 'react';

/** Returns the id of the heading the reader is in: the last one whose top has passed just below the navbar. */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join('\n');
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      // The sticky navbar's bottom edge (lower while the announcement bar is still in view).
      const offset = (document.querySelector('.docs-navbar')?.getBoundingClientRect().bottom ?? 60) + 24;
      let current: string | undefined;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (!element) continue;
        if (element.getBoundingClientRect().top <= offset) current = id;
        else break;
      }
      // At the very bottom, the last headings may never reach the top: highlight the last one.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids[ids.length - 1];
      setActive(current ?? ids[0]);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
    // `key` stands for `ids`, which is a new array on every render.
  }, [key]);
  return active;
}
