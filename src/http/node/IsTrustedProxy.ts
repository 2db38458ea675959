/** Whether a socket address is one of the proxies whose forwarding headers are believed. */
export type IsTrustedProxy = (address: string) => boolean
