import type { TableHTMLAttributes } from 'react';

/** A content table in a scroll container, so wide tables scroll sideways instead of widening the page. */
export function ContentTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="docs-table-wrapper">
      <table {...props} />
    </div>
  );
}
