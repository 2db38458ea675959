// `engagekit/sandbox/wagmi`: an offline demo wallet as a wagmi connector. A separate entry so `engagekit/sandbox` and
// its types load without wagmi.
export {
  sandboxConnector, type SandboxConnector, type SandboxConnectorParameters, type SandboxConnectorProperties, type SandboxProvider,
} from '../sandboxConnector.js'
