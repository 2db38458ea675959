// A demo wallet for these example pages only: it announces itself like a browser wallet (EIP-6963) and asks the
// examples server to sign with one of the sandbox's PUBLIC demo keys: the member's, or the one named by `?role=`
// on this script's URL (`demo-wallet.js?role=owner`, `admin`). Never include it on a real site.
const role = new URL(import.meta.url).searchParams.get('role') ?? 'member'
const remembered = `engagekit-examples.demo-wallet.connected.${role}`
const listeners = new Map()
let account

function isConnected() {
  try {
    return sessionStorage.getItem(remembered) === '1'
  } catch {
    return false
  }
}

function setConnected(value) {
  try {
    if (value) sessionStorage.setItem(remembered, '1')
    else sessionStorage.removeItem(remembered)
  } catch {
    // Nothing to remember in a storage-less page.
  }
}

async function getAccount() {
  if (account) return account
  const response = await fetch(`/demo-wallet/account?role=${role}`)
  if (!response.ok) throw Object.assign(new Error('The demo wallet needs the examples server (npm start).'), { code: 4900 })
  account = (await response.json()).address
  return account
}

function emit(event, value) {
  for (const listener of listeners.get(event) ?? []) listener(value)
}

const provider = {
  async request({ method, params = [] }) {
    switch (method) {
      case 'eth_requestAccounts':
        setConnected(true)
        return [await getAccount()]
      case 'eth_accounts':
        return isConnected() ? [await getAccount()] : []
      case 'eth_chainId':
        return '0x1'
      case 'net_version':
        return '1'
      case 'wallet_requestPermissions':
        setConnected(true)
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_revokePermissions':
        setConnected(false)
        emit('accountsChanged', [])
        return null
      case 'wallet_switchEthereumChain':
        return null
      case 'personal_sign': {
        const response = await fetch(`/demo-wallet/sign?role=${role}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: params[0] }),
        })
        if (!response.ok) throw Object.assign(new Error('The demo wallet could not sign.'), { code: 4900 })
        return (await response.json()).signature
      }
      default:
        throw Object.assign(new Error(`The demo wallet does not support ${method}.`), { code: 4200 })
    }
  },
  on(event, listener) {
    listeners.set(event, [...(listeners.get(event) ?? []), listener])
  },
  removeListener(event, listener) {
    listeners.set(event, (listeners.get(event) ?? []).filter((item) => item !== listener))
  },
}

const info = Object.freeze({
  // randomUUID needs a secure context; plain http on a LAN address is not one.
  uuid: crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(16).slice(2)}`,
  name: `Demo wallet (sandbox ${role})`,
  icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E',
  rdns: `dev.engagekit.examples.demo-wallet.${role}`,
})
const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
window.addEventListener('eip6963:requestProvider', announce)
announce()
