import { noteLink } from '../components/link-collector';
/** What `useBrokenLinks()` returns in Docusaurus: collectors of the links and anchors a component renders. */
export interface BrokenLinks {
  collectLink: (link: string | undefined) => void;
  collectAnchor: (anchor: string | undefined) => void;
}

// Ids are read from the rendered HTML itself; a link a component reports is checked with those of <Link>.
const collectors: BrokenLinks = { collectLink: (link) => noteLink(link), collectAnchor: () => {} };

/**
 * `@docusaurus/useBrokenLinks`: a component reports links and anchors it renders outside
 * `<Link>` and headings. A reported link is checked with the page's other links; ids are read
 * from the built HTML, so a reported anchor needs nothing more.
 */
export default function useBrokenLinks(): BrokenLinks {
  return collectors;
}
