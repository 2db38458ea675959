import { BlockList, isIP } from 'node:net'
import { plainAddress } from '../engagekit.js'
import type { IsTrustedProxy } from '../engagekit.js'

/**
 * The proxies to trust, from a list of IPv4 and IPv6 addresses and CIDR ranges (`10.0.0.0/8`, `fd00::/8`) and the
 * shorthand `loopback` (127.0.0.0/8 and ::1). Throws naming the first entry that is none of these.
 */
export function trustedProxies(entries: readonly string[]): IsTrustedProxy {
  const list = new BlockList()
  for (const raw of entries) {
    const entry = raw.trim()
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [address = '', prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN
    if (family === 0 || rest.length > 0 || !(bits >= 0 && bits <= (family === 6 ? 128 : 32))) {
      throw new Error(`'${entry}' is not an IP address, a CIDR range such as 10.0.0.0/8 or fd00::/8, or loopback`)
    }
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4')
  }
  return (address) => {
    const plain = plainAddress(address)
    const family = isIP(plain)
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4')
  }
}
