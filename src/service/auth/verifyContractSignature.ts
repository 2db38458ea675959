import { createPublicClient, http, type PublicClient } from 'viem'
import { ServiceError } from '../ServiceError.js'

// One client per RPC URL, kept for the life of the process.
const clients = new Map<string, PublicClient>()

/** What a smart-contract wallet's sign-in is checked with: the wallet, the text it signed, its signature. */
export type ContractSignature = { address: `0x${string}`; message: string; signature: `0x${string}` }

/**
 * Asks the chain whether `signature` is `address`'s signature of `message`: ERC-1271 for a deployed wallet,
 * ERC-6492 for one not deployed yet (the signature carries its factory call), through viem's verification. A chain
 * that does not answer is 'unavailable'; the message never names the URL (it may hold the operator's key).
 */
export async function verifyContractSignature(rpcUrl: string, chainId: number, { address, message, signature }: ContractSignature): Promise<boolean> {
  let client = clients.get(rpcUrl)
  if (!client) {
    client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) })
    clients.set(rpcUrl, client)
  }
  // viem reads a call that fails for want of an answer as a signature that does not verify, so the chain is asked its
  // id first: an RPC that does not answer is told apart from a refused signature, and one for another chain is caught.
  let served: number
  try {
    served = await client.getChainId()
  } catch {
    throw new ServiceError('unavailable', `the RPC of chain ${chainId} did not answer while checking a smart-contract wallet's signature: try again`)
  }
  if (served !== chainId) throw new ServiceError('unavailable', `the RPC configured for chain ${chainId} serves chain ${served}: the service's --rpc setting needs fixing`)
  try {
    return await client.verifyMessage({ address, message, signature })
  } catch {
    throw new ServiceError('unavailable', `the RPC of chain ${chainId} failed while checking a smart-contract wallet's signature: try again`)
  }
}
