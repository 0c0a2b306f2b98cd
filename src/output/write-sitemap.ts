import type { ResolvedConfig } from '../config/types.js';
import type { RouteEntry } from '../routes/types.js';
import { escapeHtml } from '../../shared/html.js';

/** The sitemap.xml of every indexable route, with absolute URLs. */
export function sitemapXml(config: ResolvedConfig, routes: RouteEntry[]): string {
  if (config.noIndex) return '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n';
  const urls = routes
    .filter((r) => r.sitemap && !r.data.noIndex)
    .map((r) => `${config.url}${r.data.path}${config.trailingSlash && r.data.path !== '/' ? '/' : ''}`)
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `<url><loc>${escapeHtml(u)}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`).join('\n')}
</urlset>
`;
}
