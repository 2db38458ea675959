import { describe, expect, it } from 'vitest'
import { trustedProxies } from './trustedProxies.js'

const proxies = trustedProxies(['10.0.0.0/8', 'fd00::/8', '192.0.2.7', 'loopback'])

describe('trustedProxies', () => {
  it('matches IPv4 and IPv6 ranges, bare addresses, loopback and IPv4-mapped addresses', () => {
    expect(proxies('10.1.2.3')).toBe(true)
    expect(proxies('11.0.0.1')).toBe(false)
    expect(proxies('fd12::1')).toBe(true)
    expect(proxies('fe80::1')).toBe(false)
    expect(proxies('192.0.2.7')).toBe(true)
    expect(proxies('192.0.2.8')).toBe(false)
    expect(proxies('::ffff:10.9.9.9')).toBe(true)
    expect(proxies('127.0.0.1')).toBe(true)
    expect(proxies('::1')).toBe(true)
    expect(proxies('not an address')).toBe(false)
  })

  it('refuses an entry that is not an address, a range or loopback, naming it', () => {
    for (const entry of ['10.0.0.0/33', 'fd00::/129', 'localhost', '10.0.0/8', '10.0.0.0/8/1', '']) {
      expect(() => trustedProxies([entry])).toThrow(`'${entry}' is not an IP address`)
    }
  })
})
