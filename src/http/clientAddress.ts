/** The network address of each request's client, as the HTTP server saw it; in-process requests have none. */
const addresses = new WeakMap<Request, string>()

/** Records the address of the client that sent `request` (the HTTP server calls this). */
export function setClientAddress(request: Request, address: string): void {
  addresses.set(request, address)
}

/** The address of the client that sent `request`, or 'local' for a request made in-process. */
export function clientAddressOf(request: Request): string {
  return addresses.get(request) ?? 'local'
}
