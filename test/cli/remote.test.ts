import { describe, expect, it } from 'vitest';
import { hookScript, shellQuote } from '../../src/cli/hook.js';
import { repoFromFlag, repoFromRemoteUrl } from '../../src/cli/remote.js';

describe('repoFromRemoteUrl', () => {
  it.each([
    ['https://github.com/acme/widgets.git', 'acme/widgets'],
    ['https://github.com/acme/widgets', 'acme/widgets'],
    ['https://x-access-token:abc@ghe.example.com/acme/widgets.git/', 'acme/widgets'],
    ['git@github.com:acme/widgets.git', 'acme/widgets'],
    ['ssh://git@github.com/acme/widgets.git', 'acme/widgets'],
  ])('%s names %s', (url, repo) => {
    const r = repoFromRemoteUrl(url);
    expect(r && `${r.owner}/${r.repo}`).toBe(repo);
  });

  it.each(['/srv/git/acme/widgets.git', 'file:///srv/acme/widgets.git', 'https://github.com/acme', 'https://h/a/b/c'])(
    '%s names no repository',
    (url) => expect(repoFromRemoteUrl(url)).toBeUndefined(),
  );

  it('reads --repo OWNER/NAME only', () => {
    expect(repoFromFlag('acme/widgets')).toEqual({ owner: 'acme', repo: 'widgets' });
    expect(repoFromFlag('acme')).toBeUndefined();
    expect(repoFromFlag('acme/w/x')).toBeUndefined();
  });
});

describe('hookScript', () => {
  it('quotes what it bakes in', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(hookScript('npx --no-install mergexo', ['--write-root', "a b'c"])).toContain(
      `npx --no-install mergexo check --remote "$remote" --head "$local_sha" --branch "$branch" '--write-root' 'a b'\\''c'`,
    );
  });
});
