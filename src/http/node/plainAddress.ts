/** An address as compared: an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) as its IPv4 address, without a zone (`%eth0`). */
export function plainAddress(address: string): string {
  const bare = address.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  return mapped ? mapped[1]! : bare
}
