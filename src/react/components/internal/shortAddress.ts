/** An address as people compare it at a glance: `0x1234…abcd`. Anything shorter than an address is returned as is. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}
