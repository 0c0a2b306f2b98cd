/**
 * `@theme/Navbar`, which a page that lays itself out (without `@theme/Layout`) draws at its
 * top: here every page already has the theme's navbar above it, so this draws nothing and
 * the page keeps one navbar, as it has in Docusaurus.
 */
export default function Navbar() {
  return null;
}
