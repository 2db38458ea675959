import { describe, expect, it } from 'vitest'
import { forwardedClient } from './forwardedClient.js'
import { plainAddress } from './plainAddress.js'

// The proxies a server would trust with `--trust-proxy 10.0.0.0/8,fd00::/8,loopback`.
const proxies = (address: string) => /^(10\.|fd|127\.|::1$)/.test(plainAddress(address))

describe('forwardedClient', () => {
  it('ignores the headers when the socket is not a trusted proxy', () => {
    expect(forwardedClient('203.0.113.5', { 'x-forwarded-for': '198.51.100.1' }, proxies)).toBe('203.0.113.5')
    expect(forwardedClient('203.0.113.5', { forwarded: 'for=198.51.100.1' }, proxies)).toBe('203.0.113.5')
    // With no proxies trusted (the default), never read.
    expect(forwardedClient('10.0.0.1', { 'x-forwarded-for': '198.51.100.1' }, undefined)).toBe('10.0.0.1')
  })

  it('takes the right-most hop that is not a trusted proxy', () => {
    // The client wrote a fake first hop; the proxies appended what they saw.
    expect(forwardedClient('10.0.0.2', { 'x-forwarded-for': '1.1.1.1, 198.51.100.1, 10.0.0.1' }, proxies)).toBe('198.51.100.1')
    expect(forwardedClient('::ffff:10.0.0.2', { 'x-forwarded-for': ['1.1.1.1', '2001:db8::5'] }, proxies)).toBe('2001:db8::5')
    expect(forwardedClient('fd00::1', { 'x-forwarded-for': '[2001:db8::6]:4711' }, proxies)).toBe('2001:db8::6')
    expect(forwardedClient('10.0.0.2', { 'x-forwarded-for': '198.51.100.2:5000' }, proxies)).toBe('198.51.100.2')
  })

  it('reads Forwarded (RFC 7239) when there is no X-Forwarded-For', () => {
    const forwarded = 'for=1.1.1.1;proto=https, for="[2001:db8:cafe::17]:4711";by=10.0.0.1, For=10.0.0.3'
    expect(forwardedClient('10.0.0.2', { forwarded }, proxies)).toBe('2001:db8:cafe::17')
    expect(forwardedClient('10.0.0.2', { forwarded: 'for=198.51.100.3', 'x-forwarded-for': '198.51.100.4' }, proxies)).toBe('198.51.100.4')
  })

  it('stops at a hop that is not an address, and keeps the proxy when every hop is trusted or none is given', () => {
    expect(forwardedClient('10.0.0.2', { 'x-forwarded-for': '198.51.100.1, unknown' }, proxies)).toBe('10.0.0.2')
    expect(forwardedClient('10.0.0.2', { forwarded: 'for=_hidden' }, proxies)).toBe('10.0.0.2')
    expect(forwardedClient('10.0.0.2', { 'x-forwarded-for': '10.0.0.9, 10.0.0.1' }, proxies)).toBe('10.0.0.9')
    expect(forwardedClient('10.0.0.2', {}, proxies)).toBe('10.0.0.2')
  })
})
