/** The class of a navbar link: a navbar or mobile-menu link, or a link inside a dropdown's menu. */
export function navbarLinkClass({
  active,
  mobile,
  inDropdown,
  className,
  icon,
}: {
  active: boolean;
  mobile?: boolean;
  inDropdown?: boolean;
  className?: string;
  icon?: boolean;
}): string {
  const classes = inDropdown ? ['docs-dropdown__link'] : ['docs-navbar__link'];
  if (icon && !inDropdown) classes.push('docs-navbar__link--icon');
  if (active) classes.push(inDropdown ? 'docs-dropdown__link--active' : 'docs-navbar__link--active');
  if (className) classes.push(className);
  if (mobile && !inDropdown) classes.push('docs-navbar__link--mobile');
  return classes.join(' ');
}
