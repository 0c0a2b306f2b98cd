import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../src/config/types.js';
import { deployTarget } from '../../../src/deploy/deploy-target.js';
import { sameRepository } from '../../../src/deploy/same-repository.js';

/** A config with only what deployTarget reads. */
const config = (deploy: Partial<ResolvedConfig['deploy']>) =>
  ({ configFile: '/site/site.config.json', deploy: { githubHost: 'github.com', ...deploy } }) as ResolvedConfig;

describe('where docs deploy pushes', () => {
  it('pushes over HTTPS as GIT_USER, with GIT_PASS masked in what messages show', () => {
    const target = deployTarget(config({ organizationName: 'acme', projectName: 'docs' }), { GIT_USER: 'ada', GIT_PASS: 's3cr/et' });
    expect(target).toEqual({
      remote: 'https://ada:s3cr%2Fet@github.com/acme/docs.git',
      shown: 'https://ada:***@github.com/acme/docs.git',
      branch: 'gh-pages',
      secrets: ['s3cr/et'],
    });
  });

  it('pushes over SSH with USE_SSH=true, or when the sources were cloned over SSH', () => {
    const names = config({ organizationName: 'acme', projectName: 'docs', githubHost: 'git.acme.test', githubPort: 2222 });
    expect(deployTarget(names, { USE_SSH: 'true' }).remote).toBe('ssh://git@git.acme.test:2222/acme/docs.git');
    expect(deployTarget(config({ organizationName: 'acme', projectName: 'docs' }), {}, 'git@github.com:acme/site.git').remote).toBe(
      'git@github.com:acme/docs.git',
    );
    expect(
      deployTarget(config({ organizationName: 'acme', projectName: 'docs' }), { USE_SSH: 'false', GIT_USER: 'ada' }, 'git@github.com:acme/site.git').remote,
    ).toBe('https://ada@github.com/acme/docs.git');
  });

  it('lets the environment win over the config, as Docusaurus does', () => {
    const target = deployTarget(config({ organizationName: 'acme', projectName: 'docs', branch: 'pages' }), {
      USE_SSH: 'true',
      ORGANIZATION_NAME: 'other',
      PROJECT_NAME: 'site',
      DEPLOYMENT_BRANCH: 'live',
      GITHUB_HOST: 'ghe.test',
    });
    expect(target).toMatchObject({ remote: 'git@ghe.test:other/site.git', branch: 'live' });
  });

  it('takes deploy.remote as written, masking a password in it', () => {
    expect(deployTarget(config({ remote: '/srv/git/site.git', branch: 'main' }), { GIT_USER: 'ignored' })).toEqual({
      remote: '/srv/git/site.git',
      shown: '/srv/git/site.git',
      branch: 'main',
      secrets: [],
    });
    expect(deployTarget(config({ remote: 'https://bot:t0ken@git.test/site.git' }), {})).toMatchObject({
      shown: 'https://bot:***@git.test/site.git',
      secrets: ['t0ken'],
    });
  });

  it('says what is missing: where to push, GIT_USER, the branch of an organization site', () => {
    expect(() => deployTarget(config({}), {})).toThrow('set deploy.organizationName and deploy.projectName in site.config.json');
    expect(() => deployTarget(config({ organizationName: 'acme', projectName: 'docs' }), {})).toThrow('GIT_USER, which is not set');
    expect(() => deployTarget(config({ organizationName: 'acme', projectName: 'acme.github.io' }), { USE_SSH: 'true' })).toThrow('set deploy.branch');
    expect(() => deployTarget(config({ remote: '--upload-pack=touch /tmp/x' }), {})).toThrow('is not a remote');
  });
});

describe('whether two remotes are one repository', () => {
  it('matches SSH, HTTPS (with credentials) and scp-like forms of one repository', () => {
    expect(sameRepository('git@github.com:acme/docs.git', 'https://ada:tok@GitHub.com/acme/docs')).toBe(true);
    expect(sameRepository('ssh://git@github.com/acme/docs.git', 'https://github.com/acme/docs.git/')).toBe(true);
    expect(sameRepository('git@github.com:acme/docs.git', 'git@github.com:acme/site.git')).toBe(false);
    expect(sameRepository('/srv/git/site.git', 'file:///srv/git/site.git')).toBe(true);
  });
});
