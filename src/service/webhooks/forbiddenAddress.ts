/** IPv4 ranges a webhook may not reach: this host, private networks, shared address space, link-local (metadata), multicast, reserved. */
const v4Ranges: readonly [number, number][] = [
  [0x00000000, 8], // 0.0.0.0/8: "this network"
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10: carrier-grade NAT
  [0x7f000000, 8], // 127/8: loopback
  [0xa9fe0000, 16], // 169.254/16: link-local, 169.254.169.254 the clouds' metadata
  [0xac100000, 12], // 172.16/12
  [0xc0000000, 24], // 192.0.0/24: IETF protocol assignments
  [0xc0a80000, 16], // 192.168/16
  [0xc6120000, 15], // 198.18/15: benchmarking
  [0xe0000000, 4], // 224/4: multicast
  [0xf0000000, 4], // 240/4: reserved, and the broadcast address
]

function parseV4(text: string): number | undefined {
  const parts = text.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return undefined
  return parts.reduce((value, part) => value * 256 + Number(part), 0)
}

function v4Forbidden(value: number): boolean {
  return v4Ranges.some(([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)))
}

/** An IPv6 address as its eight 16-bit groups, or undefined when it is not one (a zone, `%eth0`, is dropped). */
function parseV6(text: string): number[] | undefined {
  let address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const groups: number[] = []
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (v4) {
    const value = parseV4(v4[1]!)
    if (value === undefined) return undefined
    address = `${address.slice(0, -v4[1]!.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`
  }
  const halves = address.split('::')
  if (halves.length > 2) return undefined
  const read = (half: string) => (half === '' ? [] : half.split(':'))
  const head = read(halves[0]!)
  const tail = halves.length === 2 ? read(halves[1]!) : []
  const missing = 8 - head.length - tail.length
  if ((halves.length === 2 && missing < 1) || (halves.length === 1 && missing !== 0)) return undefined
  for (const group of [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return undefined
    groups.push(parseInt(group, 16))
  }
  return groups
}

function v6Forbidden(groups: number[]): boolean {
  const [a = 0, b = 0, , , , f = 0, g = 0, h = 0] = groups
  const zeroTo = (end: number) => groups.slice(0, end).every((group) => group === 0)
  if (zeroTo(8)) return true // ::
  if (zeroTo(7) && h === 1) return true // ::1
  if (zeroTo(5) && f === 0xffff) return v4Forbidden(g * 65536 + h) // ::ffff:a.b.c.d, IPv4-mapped
  if (zeroTo(6)) return v4Forbidden(g * 65536 + h) // ::a.b.c.d, IPv4-compatible
  if (a === 0x64 && b === 0xff9b) return v4Forbidden(g * 65536 + h) // 64:ff9b::/96, NAT64
  if ((a & 0xfe00) === 0xfc00) return true // fc00::/7: unique local (fd00:ec2::254, a metadata address, among them)
  if ((a & 0xffc0) === 0xfe80) return true // fe80::/10: link-local
  if ((a & 0xff00) === 0xff00) return true // ff00::/8: multicast
  return false
}

/**
 * Whether a webhook may not be sent to this IP address (v4 or v6): loopback, private, shared, link-local, metadata
 * (169.254.169.254, fd00:ec2::254), multicast or reserved. Anything that is not an IP address is undefined.
 */
export function forbiddenAddress(ip: string): boolean | undefined {
  const v4 = parseV4(ip)
  if (v4 !== undefined) return v4Forbidden(v4)
  const v6 = ip.includes(':') ? parseV6(ip) : undefined
  return v6 === undefined ? undefined : v6Forbidden(v6)
}

/**
 * Why a webhook's URL may not be used as it is written, before any name is resolved: its host is a forbidden address,
 * or a name that always means this host or a cloud's metadata service. Undefined when it may (its name is then
 * checked again on every attempt, once resolved).
 */
export function forbiddenTarget(url: string): string | undefined {
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '')
  const named = host === 'localhost' || host.endsWith('.localhost') || host === 'metadata.google.internal'
  if (named || forbiddenAddress(host) === true) {
    return `must not point at a loopback, private, link-local or metadata address (${host})`
  }
  return undefined
}
