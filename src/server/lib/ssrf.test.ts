import { describe, expect, it } from 'vitest';
import { fakeResolver as resolver } from '#tests/fakes/resolver.ts';
import { assertPublicUrl, isAllowedAddress, isPublicAddress, UrlNotAllowedError } from './ssrf.ts';

// The guard is proven with its classifier and loopback only: nothing here dials another address, and
// names resolve through an injected resolver, never real DNS.

describe('isPublicAddress', () => {
  const refused = [
    '127.0.0.1', '127.255.255.254', '0.0.0.0', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1',
    '100.127.255.255', '169.254.0.1', '169.254.169.254', '192.0.0.8', '192.0.2.10', '198.51.100.7', '203.0.113.9', '198.18.0.1',
    '198.19.255.255', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255', '::', '::1', '[::1]', '::ffff:127.0.0.1',
    '::ffff:10.0.0.1', '::ffff:8.8.8.8', '64:ff9b::a00:1', '2001:db8::1', '3fff::1', '2002:a00:1::1', '2001::1', 'fc00::1', 'fd12:3456::1',
    'fd00:ec2::254', 'fe80::1', 'fe80::1%eth0', 'fec0::1', 'ff02::1', '5f00::1', 'not-an-ip', '', 'localhost',
  ];
  const allowed = ['8.8.8.8', '1.1.1.1', '93.184.215.14', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e'];
  it.each(refused)('refuses %s', (ip) => expect(isPublicAddress(ip)).toBe(false));
  it.each(allowed)('allows %s', (ip) => expect(isPublicAddress(ip)).toBe(true));
  it('allows loopback, and nothing else private, only when asked', () => {
    for (const ip of ['127.0.0.1', '::1']) expect([isAllowedAddress(ip), isAllowedAddress(ip, { allowLoopback: true })]).toEqual([false, true]);
    for (const ip of ['10.0.0.1', '169.254.169.254', '::ffff:10.0.0.1', 'fd00:ec2::254']) expect(isAllowedAddress(ip, { allowLoopback: true })).toBe(false);
  });
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UrlNotAllowedError);
  expect((error as UrlNotAllowedError).code).toBe('url_not_allowed');
  return error as UrlNotAllowedError;
};

describe('assertPublicUrl', () => {
  const lookup = resolver({ 'api.example.com': ['93.184.215.14'], 'mixed.example.com': ['93.184.215.14', '10.1.2.3'], 'metadata.example.com': ['169.254.169.254'], localhost: ['127.0.0.1', '::1'] });
  it('passes a name whose every address is public', async () => {
    expect((await assertPublicUrl('https://api.example.com/v1', { lookup })).addresses).toEqual(['93.184.215.14']);
  });
  it('refuses when any resolved address is private, metadata or loopback', async () => {
    expect((await refusal(assertPublicUrl('https://mixed.example.com/', { lookup }))).reason).toBe('private_address');
    await refusal(assertPublicUrl('http://metadata.example.com/latest/meta-data', { lookup }));
    await refusal(assertPublicUrl('http://localhost:11434/v1', { lookup }));
    await refusal(assertPublicUrl('http://[::ffff:169.254.169.254]/', { lookup }));
    await refusal(assertPublicUrl('http://2130706433/', { lookup })); // 127.0.0.1 as one number
    await refusal(assertPublicUrl('http://0x7f.1/', { lookup }));
  });
  it('allows loopback only when asked', async () => {
    expect((await assertPublicUrl('http://localhost:11434/v1', { lookup, allowLoopback: true })).addresses).toEqual(['127.0.0.1', '::1']);
    await refusal(assertPublicUrl('http://10.0.0.1/', { lookup, allowLoopback: true }));
  });
  it('refuses other protocols, bad URLs and unresolvable names', async () => {
    expect((await refusal(assertPublicUrl('file:///etc/passwd', { lookup }))).reason).toBe('protocol');
    expect((await refusal(assertPublicUrl('not a url', { lookup }))).reason).toBe('invalid_url');
    expect((await refusal(assertPublicUrl('https://nowhere.example.com', { lookup }))).reason).toBe('unresolvable');
  });
});
