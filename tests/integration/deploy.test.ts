import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

/** Runs git in a folder, as the test's own author (the machine may have none configured). */
function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', ['-c', 'user.name=Site Author', '-c', 'user.email=author@example.com', ...args], { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

// The deployer's identity, as a CI job would set it.
const ENV = { GIT_USER_NAME: 'Deploy Bot', GIT_USER_EMAIL: 'deploy@example.com' };

// A bare repository in a temp folder stands for GitHub: its path is the remote.
describe('docs deploy to a local bare repository', () => {
  let work: string;
  let remote: string;
  let site: string;
  const onBranch = (...args: string[]) => git(remote, ...args);
  const commits = () => Number(onBranch('rev-list', '--count', 'gh-pages'));

  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-deploy-test-'));
    remote = path.join(work, 'remote.git');
    git(work, 'init', '--quiet', '--bare', remote);
    site = copyFixture('basic');
    const configFile = path.join(site, 'site.config.json');
    writeFileSync(configFile, JSON.stringify({ ...JSON.parse(readFileSync(configFile, 'utf8')), deploy: { remote } }, null, 2));
    // The site's sources are a repository of their own, whose commit the deploy names.
    git(site, 'init', '--quiet', '-b', 'main');
    git(site, 'add', '-A');
    git(site, 'commit', '--quiet', '-m', 'The site');
  });
  afterAll(() => {
    removeDir(site);
    removeDir(work);
  });

  it('builds, then pushes the site to a new gh-pages branch, with a commit naming the source commit', () => {
    const deploy = runCli(site, ['deploy'], ENV);
    expect(deploy.code, deploy.stderr).toBe(0);
    expect(deploy.stdout).toMatch(/^Built \d+ pages into dist/m);
    expect(deploy.stdout).toContain(`has no branch gh-pages: starting it`);
    expect(deploy.stdout).toMatch(/^Deployed dist to gh-pages of .*remote\.git: commit [0-9a-f]{7}, based on [0-9a-f]{7}\.$/m);
    const files = onBranch('ls-tree', '-r', '--name-only', 'gh-pages').split('\n');
    expect(files).toContain('index.html');
    expect(files).toContain('404.html');
    expect(files).toContain('.nojekyll');
    expect(files.some((f) => f.startsWith('assets/js/main-'))).toBe(true);
    // The build's own bookkeeping stays home.
    expect(files.filter((f) => f === '.docs-build' || f.startsWith('.docs/'))).toEqual([]);
    expect(onBranch('log', '-1', '--format=%s|%an|%ae', 'gh-pages')).toBe(
      `Deploy website - based on ${git(site, 'rev-parse', 'HEAD')}|Deploy Bot|deploy@example.com`,
    );
    expect(commits()).toBe(1);
  });

  it('a second deploy adds a commit on top, and keeps the CNAME GitHub committed to the branch', () => {
    // A custom domain set in GitHub's settings is a commit of CNAME on the branch.
    const clone = path.join(work, 'clone');
    git(work, 'clone', '--quiet', '--branch', 'gh-pages', remote, clone);
    writeFileSync(path.join(clone, 'CNAME'), 'docs.example.com\n');
    git(clone, 'add', 'CNAME');
    git(clone, 'commit', '--quiet', '-m', 'Create CNAME');
    git(clone, 'push', '--quiet', 'origin', 'gh-pages');

    appendFileSync(path.join(site, 'content', 'docs', 'intro.md'), '\nA line added after the first deploy.\n');
    git(site, 'commit', '--quiet', '-am', 'Edit the intro');
    const deploy = runCli(site, ['deploy'], ENV);
    expect(deploy.code, deploy.stderr).toBe(0);
    expect(deploy.stdout).toContain("It kept the branch's CNAME");
    expect(commits()).toBe(3);
    expect(onBranch('show', 'gh-pages:CNAME')).toBe('docs.example.com');
    expect(onBranch('log', '-1', '--format=%s', 'gh-pages')).toBe(`Deploy website - based on ${git(site, 'rev-parse', 'HEAD')}`);
    expect(onBranch('grep', '-l', 'A line added after the first deploy', 'gh-pages').length).toBeGreaterThan(0);
  });

  it('--skip-build pushes the site built last, and adds no commit when the branch already holds it', () => {
    const deploy = runCli(site, ['deploy', '--skip-build', '--out-dir', 'dist'], ENV);
    expect(deploy.code, deploy.stderr).toBe(0);
    expect(deploy.stdout).not.toContain('Built ');
    expect(deploy.stdout).toContain('Nothing to deploy: gh-pages of');
    expect(commits()).toBe(3);
  });

  it('refuses to push onto the branch the sources are on', () => {
    git(site, 'remote', 'add', 'origin', remote);
    const deploy = runCli(site, ['deploy', '--skip-build'], { ...ENV, CURRENT_BRANCH: 'gh-pages' });
    expect(deploy.code).toBe(1);
    expect(deploy.stderr).toContain("docs deploy would push to gh-pages, the branch the site's sources are on");
    expect(commits()).toBe(3);
  });
});
