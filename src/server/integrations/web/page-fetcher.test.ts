import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './page-fetcher.js';

describe('isPublicAddress (the pasted-URL guard)', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.8',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    // IPv4-compatible: every spelling of [::127.0.0.1] (issue 17), private and public alike (deprecated, never routed).
    '::7f00:1',
    '0:0:0:0:0:0:7f00:1',
    '::0:7f00:1',
    '::127.0.0.1',
    '::a00:1',
    '::a9fe:a9fe',
    '::808:808',
    // IPv4-mapped and IPv4-translated spellings of non-public IPv4.
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:7f00:1',
    '::ffff:a00:1',
    '::ffff:c0a8:101',
    '::ffff:0:7f00:1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a9fe:a9fe',
    // NAT64 (64:ff9b::/96) to non-public IPv4, and the local-use NAT64 prefix.
    '64:ff9b::7f00:1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b:1::808:808',
    // 6to4 (2002::/16) embedding loopback, metadata and private IPv4, and Teredo.
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2002:c0a8:101::1',
    '2001::1',
    'not-an-ip',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.215.14', '::ffff:0:808:808', '64:ff9b::808:808'])('allows %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});
