import { useSite } from '../hooks/site-context';

/**
 * `@docusaurus/useDocusaurusContext`: `siteConfig` with the keys a component reads (title,
 * tagline, url, baseUrl, trailingSlash, customFields).
 */
export default function useDocusaurusContext() {
  const site = useSite();
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      trailingSlash: site.trailingSlash,
      customFields: (site as { customFields?: Record<string, unknown> }).customFields ?? {},
    },
    siteMetadata: {},
    i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en' },
  };
}
