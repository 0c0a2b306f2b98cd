/** What `useBrokenLinks()` returns in Docusaurus: collectors of the links and anchors a component renders. */
export interface BrokenLinks {
  collectLink: (link: string | undefined) => void;
  collectAnchor: (anchor: string | undefined) => void;
}

// The build reads links and ids from the rendered HTML itself, so nothing needs collecting.
const collectors: BrokenLinks = { collectLink: () => {}, collectAnchor: () => {} };

/**
 * `@docusaurus/useBrokenLinks`: in Docusaurus, a component reports links and anchors it renders
 * outside `<Link>` and headings. Here `docs check-links` reads every link and id of the built
 * HTML, so the collectors accept the calls and need do nothing.
 */
export default function useBrokenLinks(): BrokenLinks {
  return collectors;
}
