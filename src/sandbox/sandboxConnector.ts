import { getAddress, isHex, numberToHex, type Address, type EIP1193Provider, type Hex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Connector, CreateConnectorFn } from 'wagmi'

/** Options of {@link sandboxConnector}: the wallet's key (or a viem local account) and how it behaves. */
export type SandboxConnectorParameters = ({ privateKey: Hex; account?: undefined } | { account: LocalAccount; privateKey?: undefined }) & {
  /** The chain the wallet starts on; default the config's first chain. */
  chainId?: number | undefined
  /** Connector id; default `sandbox`. */
  id?: string | undefined
  /** Connector name shown in wallet lists; default `Sandbox Wallet`. */
  name?: string | undefined
  /** Makes signature requests fail like a user pressing "Reject" (EIP-1193 code 4001); a function is asked on every request. */
  rejectSignatures?: boolean | (() => boolean) | undefined
}

/** The minimal EIP-1193 provider behind {@link sandboxConnector}. */
export type SandboxProvider = Pick<EIP1193Provider, 'request' | 'on' | 'removeListener'>

/** What a sandbox connector adds to a wagmi connector. */
export type SandboxConnectorProperties = {
  /** Switches the wallet to another key or account, or locks it with `null`; emits `accountsChanged` like a real wallet. */
  setAccount(account: Hex | LocalAccount | null): void
}

/** A sandbox connector as wagmi sets it up, e.g. `config.connectors[0] as SandboxConnector`. */
export type SandboxConnector = Connector<CreateConnectorFn<SandboxProvider, SandboxConnectorProperties>>

type Listener = (...args: never[]) => void

/** An EIP-1193 error, the shape wallets throw and viem/wagmi recognise by `code`. */
function providerError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

/**
 * An offline wallet for tests, stories and demos: a wagmi connector whose EIP-1193 provider signs with a viem
 * local account and never touches the network.
 */
export function sandboxConnector(parameters: SandboxConnectorParameters): CreateConnectorFn<SandboxProvider, SandboxConnectorProperties> {
  const { id = 'sandbox', name = 'Sandbox Wallet', rejectSignatures = false } = parameters
  const connectedKey = `${id}.connected`

  // wagmi's createConnector only returns its argument: typing the function directly keeps wagmi a type-only
  // import, so the sandbox entry loads where wagmi is not installed.
  const create: CreateConnectorFn<SandboxProvider, SandboxConnectorProperties> = (config) => {
    let account: LocalAccount | null = parameters.account ?? privateKeyToAccount(parameters.privateKey)
    let chainId = parameters.chainId ?? config.chains[0].id
    const listeners = new Map<string, Set<Listener>>()
    const emit = (event: string, ...args: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args)
    }
    const accounts = (): Address[] => (account ? [account.address] : [])
    const signer = (address: unknown): LocalAccount => {
      if (rejectSignatures === true || (typeof rejectSignatures === 'function' && rejectSignatures())) {
        throw providerError(4001, 'User rejected the request.')
      }
      if (!account || typeof address !== 'string' || address.toLowerCase() !== account.address.toLowerCase()) {
        throw providerError(4100, 'The requested account is not authorized by the wallet.')
      }
      return account
    }

    const provider: SandboxProvider = {
      // The union of every EIP-1193 method signature is not worth restating for a test wallet.
      request: (async ({ method, params }: { method: string; params?: unknown }) => {
        const args = (Array.isArray(params) ? params : []) as unknown[]
        switch (method) {
          case 'eth_accounts':
          case 'eth_requestAccounts':
            return accounts()
          case 'eth_chainId':
            return numberToHex(chainId)
          case 'wallet_switchEthereumChain': {
            const next = Number((args[0] as { chainId?: string } | undefined)?.chainId)
            if (!config.chains.some((chain) => chain.id === next)) throw providerError(4902, `Unrecognized chain ${next}.`)
            if (next !== chainId) {
              chainId = next
              emit('chainChanged', numberToHex(next))
            }
            return null
          }
          case 'personal_sign': {
            const [message, address] = args
            const signing = signer(address)
            return signing.signMessage({ message: isHex(message) ? { raw: message } : String(message) })
          }
          case 'eth_signTypedData_v4': {
            const [address, typedData] = args
            const signing = signer(address)
            return signing.signTypedData(typeof typedData === 'string' ? JSON.parse(typedData) : typedData)
          }
          default:
            throw providerError(4200, `The sandbox wallet does not support ${method}.`)
        }
      }) as SandboxProvider['request'],
      on: ((event: string, listener: Listener) => {
        const set = listeners.get(event) ?? new Set()
        set.add(listener)
        listeners.set(event, set)
      }),
      removeListener: ((event: string, listener: Listener) => {
        listeners.get(event)?.delete(listener)
      }),
    }

    let subscribed = false
    return {
      id,
      name,
      type: 'sandbox',

      async connect({ chainId: requested, withCapabilities } = {}) {
        if (!account) throw providerError(4001, 'The sandbox wallet is locked.')
        if (requested !== undefined && requested !== chainId) await this.switchChain?.({ chainId: requested })
        if (!subscribed) {
          provider.on('accountsChanged', this.onAccountsChanged.bind(this))
          provider.on('chainChanged', this.onChainChanged.bind(this))
          subscribed = true
        }
        await config.storage?.setItem(connectedKey, true)
        const addresses = accounts()
        return {
          accounts: (withCapabilities ? addresses.map((address) => ({ address, capabilities: {} })) : addresses) as never,
          chainId,
        }
      },
      async disconnect() {
        await config.storage?.removeItem(connectedKey)
      },
      async getAccounts() {
        return accounts()
      },
      async getChainId() {
        return chainId
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        // Like a real wallet, it remembers that this site was allowed in, so wagmi can reconnect after a reload.
        return Boolean(account) && Boolean(await config.storage?.getItem(connectedKey))
      },
      async switchChain({ chainId: next }) {
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(next) }] })
        return config.chains.find((chain) => chain.id === next)!
      },
      onAccountsChanged(next) {
        if (next.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: next.map((address) => getAddress(address)) })
      },
      onChainChanged(next) {
        config.emitter.emit('change', { chainId: Number(next) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
      setAccount(next) {
        account = next === null ? null : typeof next === 'string' ? privateKeyToAccount(next) : next
        emit('accountsChanged', accounts())
      },
    }
  }
  return create
}
