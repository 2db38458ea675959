// `engagekit/sandbox/msw`: the sandbox as msw request handlers. A separate entry so `engagekit/sandbox` loads without msw.
export { sandboxHandlers, type SandboxHandlersOptions } from '../sandboxHandlers.js'
