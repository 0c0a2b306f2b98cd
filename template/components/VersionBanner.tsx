import type { DocPageProps } from 'docs-kiln/shared/types';
import { usePreferredVersion } from '../hooks/preferred-version';
import { useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { findVersion, latestVersion, sameDocOrMain } from '../lib/versions';
import { Link } from './Link';
import { Notice } from './Notice';

/** The banner of an unreleased or unmaintained docs version, linking to the same page in the latest version. */
export function VersionBanner({ doc }: { doc: Pick<DocPageProps, 'pluginId' | 'version' | 'latestLink'> & { id?: string } }) {
  const site = useSite();
  const [, setPreferred] = usePreferredVersion(doc.pluginId);
  const version = findVersion(site, doc.pluginId, doc.version);
  const latest = latestVersion(site, version?.pluginId);
  if (!version || version.banner === 'none' || !latest || latest.name === version.name) return null;
  const values = { siteTitle: site.title, versionLabel: <b>{version.label}</b> };
  const message =
    version.banner === 'unreleased'
      ? translate(
          { id: 'theme.docs.versions.unreleasedVersionLabel', message: 'This is unreleased documentation for {siteTitle} {versionLabel} version.' },
          values,
        )
      : translate(
          {
            id: 'theme.docs.versions.unmaintainedVersionLabel',
            message: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
          },
          values,
        );
  const latestLink = (
    <b>
      <Link to={doc.latestLink ?? sameDocOrMain(latest, doc.id)} onClick={() => setPreferred(latest.name)}>
        {translate({ id: 'theme.docs.versions.latestVersionLinkLabel', message: 'latest version' })}
      </Link>
    </b>
  );
  return (
    <Notice kind="warning">
      <p>{message}</p>
      <p>
        {translate(
          { id: 'theme.docs.versions.latestVersionSuggestionLabel', message: 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).' },
          { latestVersionLink: latestLink, versionLabel: latest.label },
        )}
      </p>
    </Notice>
  );
}
