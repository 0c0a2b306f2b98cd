import { useSite } from '../hooks/site-context';
import { isWebUrl } from '../lib/url';
import { Icon } from './Icon';
import { Link } from './Link';

/** The site footer: columns of link groups and the copyright line. */
export function Footer() {
  const { footer } = useSite();
  if (footer.links.length === 0 && !footer.copyright) return null;
  return (
    <footer className={footer.style === 'dark' ? 'docs-footer docs-footer--dark' : 'docs-footer'}>
      <div className="docs-footer__inner">
        {footer.links.length > 0 ? (
          <div className="docs-footer__columns">
            {footer.links.map((group) => (
              <section key={group.title} className="docs-footer__column">
                <h2 className="docs-footer__title">{group.title}</h2>
                <ul className="docs-footer__list">
                  {group.items.map((link) => (
                    <li key={link.label}>
                      <Link to={link.to} href={link.href} className="docs-footer__link">
                        {link.label}
                        {!link.to && link.href && isWebUrl(link.href) ? <Icon name="external" size={12} className="docs-external-icon" /> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : null}
        {/* Copyright is HTML from the site's own config. */}
        {footer.copyright ? <div className="docs-footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} /> : null}
      </div>
    </footer>
  );
}
