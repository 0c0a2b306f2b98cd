/** `@docusaurus/Noop`: a component that renders nothing (what Docusaurus sites put where a component is left out). */
export default function Noop(): null {
  return null;
}
