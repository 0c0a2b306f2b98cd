import type { HTMLAttributes } from 'react';

/** `@theme/MDXComponents/Ul`: a list. */
export default function Ul(props: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} />;
}
