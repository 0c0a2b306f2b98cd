import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PreferredVersionProvider } from '../../../template/components/PreferredVersionProvider';
import { preferredVersionKey, usePreferredVersion } from '../../../template/hooks/preferred-version';
import { SiteContext } from '../../../template/hooks/site-context';
import { makeSite } from './fixtures';

const site = makeSite();

function Probe() {
  const [version] = usePreferredVersion();
  return <span>{version ? version.name : 'none'}</span>;
}

describe('preferred docs version context', () => {
  it('is a developer error outside its provider', () => {
    expect(() =>
      renderToString(
        <SiteContext.Provider value={site}>
          <Probe />
        </SiteContext.Provider>,
      ),
    ).toThrow('usePreferredVersion() was called outside <PreferredVersionProvider>');
  });

  it('works inside its provider, with no stored choice on the server', () => {
    const html = renderToString(
      <SiteContext.Provider value={site}>
        <PreferredVersionProvider>
          <Probe />
        </PreferredVersionProvider>
      </SiteContext.Provider>,
    );
    expect(html).toBe('<span>none</span>');
  });

  it('stores the choice under docs-preferred-version- plus the plugin id', () => {
    expect(preferredVersionKey('default')).toBe('docs-preferred-version-default');
  });
});
