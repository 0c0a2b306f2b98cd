import './Required.css';

/** Marks a field of a reference table as one that must be given. */
export default function Required({ children = 'required' }: { children?: string }) {
  return <span className="wasp-required">{children}</span>;
}
