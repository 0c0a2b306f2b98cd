/**
 * The links a page's `<Link>` elements render, collected while the server renders the page:
 * the build checks those (with the page's markdown links), as Docusaurus checks the links its
 * Link reports, and leaves the plain `<a>` elements of a site's components alone. In the
 * browser nothing is collected.
 */
let collected: Set<string> | undefined;

/** Starts collecting for one render; the function returned ends it and gives the hrefs. */
export function collectLinks(): () => string[] {
  const mine = new Set<string>();
  collected = mine;
  return () => {
    if (collected === mine) collected = undefined;
    return [...mine];
  };
}

/** Notes a link as the page's HTML holds it (`href`), while a render collects. */
export function noteLink(href: string | undefined): void {
  if (collected && href) collected.add(href);
}
