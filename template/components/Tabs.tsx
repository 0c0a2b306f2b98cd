import { Children, cloneElement, isValidElement, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useTabSelection } from '../hooks/use-tab-selection';
import type { TabItemProps } from './TabItem';

/** Props of Tabs. */
export interface TabsProps {
  /** Tabs with the same groupId switch together across the page, and the choice is remembered. */
  groupId?: string;
  /** Value selected first; defaults to the TabItem marked `default`, else the first. */
  defaultValue?: string | null;
  /** Labels (and order) of the tabs, instead of each TabItem's label. */
  values?: { value: string; label?: string }[];
  /** Render only the selected panel. */
  lazy?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A tab's value and the label its button shows. */
interface Tab {
  value: string;
  label: string;
}

function isTruthyFlag(flag: unknown): boolean {
  // From markdown, a bare `default` attribute may arrive as true, "" or "true".
  return flag === true || flag === '' || flag === 'true';
}

/** An accessible tab list: arrow keys move between tabs, the selection can be shared and remembered by groupId. */
export function Tabs({ groupId, defaultValue, values, lazy = false, className, children }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const tabs: Tab[] = (values ?? items.map((item) => ({ value: String(item.props.value), label: item.props.label }))).map((tab) => ({
    value: String(tab.value),
    label: tab.label ?? String(tab.value),
  }));
  const isValid = (value: string | null | undefined): value is string => value != null && tabs.some((tab) => tab.value === value);
  const marked = items.find((item) => isTruthyFlag(item.props.default));
  const fallback = isValid(defaultValue) ? defaultValue : marked && isValid(String(marked.props.value)) ? String(marked.props.value) : tabs[0]?.value;
  const { selected, select } = useTabSelection(groupId, isValid, fallback);
  const baseId = useId();

  return (
    <div className={className ? `docs-tabs ${className}` : 'docs-tabs'}>
      <TabList tabs={tabs} selected={selected} select={select} baseId={baseId} />
      <div className="docs-tabs__panels">
        {items.map((item) => {
          const value = String(item.props.value);
          const index = tabs.findIndex((tab) => tab.value === value);
          const hidden = value !== selected;
          if (lazy && hidden) return null;
          return cloneElement(item, {
            key: value,
            hidden,
            id: `${baseId}-panel-${index}`,
            'aria-labelledby': `${baseId}-tab-${index}`,
          });
        })}
      </div>
    </div>
  );
}

interface TabListProps {
  tabs: Tab[];
  selected: string | undefined;
  select: (value: string, element: HTMLElement | null) => void;
  baseId: string;
}

/** The row of tab buttons: a click selects a tab; arrow keys, Home and End move focus and the selection along the row. */
function TabList({ tabs, selected, select, baseId }: TabListProps) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const button = tabRefs.current[next];
    button?.focus();
    select(tabs[next].value, button ?? null);
  };

  return (
    <div role="tablist" aria-orientation="horizontal" className="docs-tabs__list">
      {tabs.map((tab, index) => {
        const isSelected = tab.value === selected;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={isSelected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={isSelected ? 0 : -1}
            className={isSelected ? 'docs-tabs__tab docs-tabs__tab--selected' : 'docs-tabs__tab'}
            onClick={(event) => select(tab.value, event.currentTarget)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
