import { describe, expect, it } from 'vitest';
import { createRobotsCache, interpretRobots, ROBOTS_TOKEN, type RobotsFetch } from './robots.ts';

const ROBOTS = 'https://acme.example/robots.txt';
const check = (answer: RobotsFetch, path: string) => interpretRobots(ROBOTS, answer)(`https://acme.example${path}`);

describe('interpretRobots (RFC 9309)', () => {
  it('follows the Coldsmith group when there is one, the * group otherwise', () => {
    const body = 'User-agent: *\nDisallow: /\n\nUser-agent: coldsmith\nDisallow: /private\nAllow: /\n';
    expect(check({ status: 200, body }, '/about')).toEqual({ allowed: true });
    expect(check({ status: 200, body }, '/private/x')).toMatchObject({ allowed: false, reason: 'robots_disallowed' });
    const star = 'User-agent: *\nDisallow: /admin\n';
    expect(check({ status: 200, body: star }, '/admin/users')).toMatchObject({ allowed: false });
    expect(check({ status: 200, body: star }, '/about')).toEqual({ allowed: true });
    expect(ROBOTS_TOKEN).toBe('Coldsmith');
  });

  it('4xx (unavailable, §2.3.1.3): allow all; 5xx, 429 or no answer (unreachable, §2.3.1.4): disallow all', () => {
    expect(check({ status: 404, body: '' }, '/anything')).toEqual({ allowed: true });
    expect(check({ status: 403, body: '' }, '/anything')).toEqual({ allowed: true });
    for (const status of [500, 503, 429])
      expect(check({ status, body: '' }, '/')).toMatchObject({
        allowed: false,
        reason: 'robots_disallowed',
        detail: expect.stringContaining('§2.3.1.4'),
      });
    const timeout: RobotsFetch = { status: null, failure: { reason: 'timeout', detail: 'no answer in 5 ms' } };
    expect(check(timeout, '/')).toMatchObject({ allowed: false, reason: 'robots_disallowed' });
    const refused: RobotsFetch = { status: null, failure: { reason: 'url_not_allowed', detail: 'private' } };
    expect(check(refused, '/')).toMatchObject({ allowed: false, reason: 'url_not_allowed' });
  });
});

describe('createRobotsCache', () => {
  it('fetches each origin once, concurrent callers sharing the fetch, until the entry expires', async () => {
    const fetched: string[] = [];
    let clock = 0;
    const cache = createRobotsCache(
      async (url) => {
        fetched.push(url);
        return { status: 200, body: 'User-agent: *\nDisallow: /x\n' };
      },
      { now: () => clock },
    );
    await Promise.all([cache.check('https://acme.example/a'), cache.check('https://acme.example/x')]);
    expect(await cache.check('https://acme.example/x')).toMatchObject({ allowed: false });
    await cache.check('https://other.example/');
    expect(fetched).toEqual(['https://acme.example/robots.txt', 'https://other.example/robots.txt']);
    clock += 24 * 3_600_000 + 1;
    await cache.check('https://acme.example/a');
    expect(fetched).toHaveLength(3);
  });
});
