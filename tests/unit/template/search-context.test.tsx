import { describe, expect, it } from 'vitest';
import type { SiteData, VersionInfo } from '../../../shared/types';
import { contextualFacetFilters, searchVersion } from '../../../template/search/context';
import { findVersion, latestVersion, versionOfRoute } from '../../../template/lib/versions';
import { docRoute, makeSite } from './fixtures';

/** The fixture site plus a "community" docs section with versions of its own (one named like the main docs' current). */
function twoSections(): SiteData {
  const site = makeSite();
  const community = (name: string, path: string, isLast: boolean): VersionInfo => ({
    pluginId: 'community',
    name,
    label: name === 'current' ? 'Next' : name,
    path,
    isLast,
    mainDocId: 'intro',
    banner: 'none',
    noIndex: false,
    draftIds: [],
    sidebars: ['community'],
    docs: [{ id: 'intro', path: `${path}/intro` }],
  });
  return { ...site, versions: [...site.versions, community('current', '/community/next', false), community('1.0', '/community', true)] };
}

const shared = ['docusaurus_tag:default', 'docusaurus_tag:blog_posts_list'];

describe('search facets with two docs sections', () => {
  const site = twoSections();
  const communityDoc = { ...docRoute('/community/next/intro'), props: { ...docRoute().props, pluginId: 'community', id: 'intro', version: 'current' } };

  it('a page of one section searches that section and version only', () => {
    expect(contextualFacetFilters(site, communityDoc)).toEqual(['language:en', [...shared, 'docusaurus_tag:docs-community-current']]);
    expect(contextualFacetFilters(site, docRoute('/docs/auth/overview', 'current'))).toEqual([
      'language:en',
      [...shared, 'docusaurus_tag:docs-default-current'],
    ]);
    expect(searchVersion(site, communityDoc)).toMatchObject({ pluginId: 'community', name: 'current' });
  });

  it('a page outside the docs searches the latest version of every section', () => {
    expect(contextualFacetFilters(site, { kind: 'home', props: {} })).toEqual([
      'language:en',
      [...shared, 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-1.0'],
    ]);
  });

  it('versions are looked up within their section, though two sections share a version name', () => {
    expect(findVersion(site, 'community', 'current')?.path).toBe('/community/next');
    expect(findVersion(site, undefined, 'current')?.path).toBe('/docs');
    expect(latestVersion(site, 'community')?.name).toBe('1.0');
    expect(versionOfRoute(site, communityDoc)?.pluginId).toBe('community');
  });
});
