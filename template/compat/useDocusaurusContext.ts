import { useMemo } from 'react';
import type { SiteData } from 'docs-kiln/shared/types';
import { useSite } from '../hooks/site-context';

/** Docusaurus' `siteConfig`, with the keys this site's data holds. */
export type SiteConfig = ReturnType<typeof siteConfigOf>;

/**
 * The `siteConfig` a component reads (title, tagline, url, baseUrl, favicon, trailingSlash,
 * titleDelimiter, customFields, and the navbar, footer and colour mode under `themeConfig`).
 */
export function siteConfigOf(site: SiteData) {
  return {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    favicon: site.favicon,
    trailingSlash: site.trailingSlash,
    titleDelimiter: site.titleDelimiter,
    customFields: site.customFields,
    themeConfig: { navbar: site.navbar, footer: site.footer, colorMode: site.colorMode },
  };
}

/** `@docusaurus/useDocusaurusContext`: the site's config (see siteConfigOf) and its single `en` locale. */
export default function useDocusaurusContext() {
  const site = useSite();
  return useMemo(
    () => ({
      siteConfig: siteConfigOf(site),
      siteMetadata: { docusaurusVersion: '3', pluginVersions: {}, siteVersion: undefined },
      globalData: {},
      i18n: {
        defaultLocale: 'en',
        locales: ['en'],
        currentLocale: 'en',
        path: 'i18n',
        localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
      },
      codeTranslations: {},
    }),
    [site],
  );
}
