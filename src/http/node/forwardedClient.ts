import { isIP } from 'node:net'
import { plainAddress } from './plainAddress.js'
import type { IsTrustedProxy } from './IsTrustedProxy.js'

/** One hop of `X-Forwarded-For` or of `Forwarded`'s `for=`, as an address: ports, brackets and quotes taken off. */
function hopAddress(text: string): string | undefined {
  let hop = text.trim().replace(/^"(.*)"$/, '$1')
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop)
  if (bracketed) hop = bracketed[1]!
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(hop)) hop = hop.replace(/:\d+$/, '')
  const plain = plainAddress(hop)
  return isIP(plain) === 0 ? undefined : plain
}

/** The hops a request went through, client first: `X-Forwarded-For` when there is one, else `Forwarded`'s `for=`. */
function hopsOf(headers: Readonly<Record<string, string | string[] | undefined>>): string[] {
  const join = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : (value ?? ''))
  const xff = join(headers['x-forwarded-for'])
  if (xff.trim() !== '') return xff.split(',')
  return join(headers['forwarded'])
    .split(',')
    .map((element) => /(?:^|;)\s*for\s*=\s*("[^"]*"|[^;,\s]*)/i.exec(element)?.[1] ?? '')
    .filter((hop) => hop !== '')
}

/**
 * The address of the client behind a request: the socket's own, unless the socket is a trusted proxy. Then the hops
 * its forwarding header lists are read from the right (the ones the proxies nearest this server added), and the
 * first that is not itself a trusted proxy is the client. A hop that is not an IP address (`unknown`, an obfuscated
 * name) ends the walk at the proxy that wrote it, so nothing a client writes into the header can name another client.
 */
export function forwardedClient(socketAddress: string, headers: Readonly<Record<string, string | string[] | undefined>>, isTrusted: IsTrustedProxy | undefined): string {
  let client = plainAddress(socketAddress)
  if (!isTrusted || !isTrusted(client)) return client
  const hops = hopsOf(headers)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hopAddress(hops[i]!)
    if (hop === undefined) return client
    client = hop
    if (!isTrusted(hop)) return hop
  }
  return client
}
