import { useSite } from '../hooks/site-context';

/**
 * `@docusaurus/useDocusaurusContext`: `siteConfig` with the keys a component reads (title,
 * tagline, url, baseUrl, trailingSlash, titleDelimiter, customFields).
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
      titleDelimiter: site.titleDelimiter,
      customFields: site.customFields,
    },
    siteMetadata: {},
    i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en' },
  };
}
