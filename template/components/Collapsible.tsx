import { useLayoutEffect, useRef, useState, type ElementType, type ReactNode } from 'react';

/** Props of Collapsible. */
export interface CollapsibleProps {
  collapsed: boolean;
  children?: ReactNode;
  /** Element to render (a <ul> for sidebar categories). */
  as?: ElementType;
  className?: string;
  id?: string;
  /**
   * Whether the element hides itself when collapsed (display: none). False when a
   * parent hides it anyway, like a closed <details>, so it still works without JavaScript.
   */
  hideWhenCollapsed?: boolean;
  /** Called when a collapse animation has finished. */
  onCollapsed?: () => void;
  /**
   * Lazy mode: the children render only once the panel has been open. A page's collapsed
   * sidebar categories then cost it no markup, as in Docusaurus' sidebar.
   */
  lazy?: boolean;
}

function animationDuration(height: number): number {
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) return 1;
  // Taller panels move a little longer, so the speed feels the same.
  return Math.min(Math.max(Math.round(height / 3), 160), 360);
}

/** A panel that opens and closes by animating its height. */
export function Collapsible({ collapsed, children, as: Tag = 'div', className, id, hideWhenCollapsed = true, onCollapsed, lazy = false }: CollapsibleProps) {
  const ref = useRef<HTMLElement>(null);
  const [mounted, setMounted] = useState(!lazy || !collapsed);
  // Set while rendering, so the children are there in the commit that opens the panel and
  // the animation below measures their height.
  if (!mounted && !collapsed) setMounted(true);
  const previous = useRef(collapsed);
  // The first render's style is frozen: later changes are made imperatively, so React must not reset them.
  // Without hideWhenCollapsed the parent hides the panel, so it stays unstyled and works before hydration.
  const [initialStyle] = useState(() => (collapsed && hideWhenCollapsed ? { display: 'none', height: 0, overflow: 'hidden' } : undefined));
  const onCollapsedRef = useRef(onCollapsed);
  onCollapsedRef.current = onCollapsed;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || previous.current === collapsed) return;
    previous.current = collapsed;
    return animateHeight(element, collapsed, hideWhenCollapsed, () => onCollapsedRef.current?.());
  }, [collapsed, hideWhenCollapsed]);

  return (
    <Tag ref={ref} className={className} id={id} style={initialStyle}>
      {mounted ? children : null}
    </Tag>
  );
}

/**
 * Animates a panel's height to open or close it. When the animation ends (or a moment after
 * it should have) the panel is left open at its natural height, or closed: hidden, or given
 * back to a parent that hides it. Returns a function that stops waiting for the end.
 */
function animateHeight(element: HTMLElement, collapsed: boolean, hideWhenCollapsed: boolean, onCollapsed: () => void): () => void {
  const style = element.style;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    style.transition = '';
    element.removeAttribute('inert');
    if (collapsed) {
      if (hideWhenCollapsed) style.display = 'none';
      else {
        style.height = '';
        style.overflow = '';
      }
      onCollapsed();
    } else {
      style.height = '';
      style.overflow = '';
    }
  };
  style.display = '';
  // A closing panel stays visible while it animates, but Tab must already pass it by:
  // focus moved into it would be lost when it is hidden a moment later.
  if (collapsed) element.setAttribute('inert', '');
  else element.removeAttribute('inert');
  style.overflow = 'hidden';
  style.transition = '';
  const start = collapsed ? element.scrollHeight : 0;
  style.height = `${start}px`;
  const end = collapsed ? 0 : element.scrollHeight;
  const duration = animationDuration(Math.abs(end - start));
  // Reading layout commits the start height, so the change below animates.
  void element.offsetHeight;
  style.transition = `height ${duration}ms ease-in-out`;
  style.height = `${end}px`;
  element.addEventListener('transitionend', finish, { once: true });
  const timer = setTimeout(finish, duration + 60);
  return () => {
    clearTimeout(timer);
    element.removeEventListener('transitionend', finish);
  };
}
