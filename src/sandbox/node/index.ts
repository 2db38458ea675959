// The `engagekit/sandbox/node` entry: the sandbox served over HTTP with node:http, its state optionally kept durable in
// a data file. Kept apart from `engagekit/sandbox` so a browser or msw setup never reaches a Node built-in.
export { serveSandbox, type SandboxServer, type ServeSandboxOptions } from './serve.js'
export type { SandboxIndexLink } from './sandboxIndex.js'
