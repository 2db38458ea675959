import { getAddress, recoverMessageAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { userCreateSchema } from '../../core/schemas/user.js'
import { canonicalSignature } from '../auth/canonicalSignature.js'
import { sessionKey } from '../auth/sessionKey.js'
import { sessionTerms } from '../auth/sessionTerms.js'
import { verifyContractSignature } from '../auth/verifyContractSignature.js'
import { defineCommand } from '../Command.js'
import { parseInput } from '../rules/parseInput.js'
import { ServiceError } from '../ServiceError.js'
import type { SessionPolicy } from '../sessionPolicy.js'

// A key's signature is 65 bytes (r, s, v); a smart-contract wallet's may be longer (ERC-6492 carries the call that
// deploys the wallet). Bounded, so row 25 with its token fits the 8 KiB request target and a session fits a header.
const eoaSignature = /^0x[0-9a-f]{130}$/i
const maxSignatureBytes = 3072
const hexSignature = /^0x(?:[0-9a-f]{2})+$/i

async function signerOf(token: string, signature: `0x${string}`): Promise<string | undefined> {
  try {
    return await recoverMessageAddress({ message: token, signature })
  } catch {
    return undefined
  }
}

/**
 * Checks a signature that is not the address's own key's as a smart-contract wallet's, on the chain the token (a
 * Sign-In with Ethereum message) names. Refuses, saying why, when the token names no chain or the service has no RPC
 * URL for it.
 */
async function checkOnChain(policy: SessionPolicy, address: `0x${string}`, token: string, signature: `0x${string}`): Promise<void> {
  const refused = 'the signature is not a signature of token by UserETHAddress'
  let chainId: number | undefined
  try {
    chainId = parseSiweMessage(token).chainId
  } catch {
    chainId = undefined
  }
  if (chainId === undefined) {
    throw new ServiceError('unauthorized', `${refused}; a smart-contract wallet's signature is checked on the chain its Sign-In with Ethereum message names, and this token names none`)
  }
  const url = policy.rpc?.[chainId]
  if (url === undefined) {
    throw new ServiceError(
      'unauthorized',
      `${refused}, and smart-contract wallets (ERC-1271, ERC-6492) on chain ${chainId} cannot sign in here: the service has no RPC URL for that chain (engagekit-server --rpc ${chainId}=<url>, or ENGAGEKIT_RPC_${chainId})`,
    )
  }
  if (!(await verifyContractSignature(url, chainId, { address, message: token, signature }))) throw new ServiceError('unauthorized', refused)
}

/**
 * Row 25: registers a signature of a token for its signer, creating the user the first time; the session is stored
 * under the signature's hash, and registering the same signature again changes nothing. A malformed request is
 * refused before anything is counted; then it counts against the client's registrations per minute before the
 * signature is checked (a key's offline, a smart-contract wallet's on its chain, outside any transaction: the store
 * waits for no RPC), and against the signer's once it holds.
 */
export const createUserCommand = defineCommand({
  throttle: 'registrations',
  input: (raw) => {
    const { query } = raw
    const input = parseInput(userCreateSchema, {
      UserETHAddress: query.get('UserETHAddress') ?? undefined,
      token: query.get('token') ?? undefined,
      signature: query.get('signature') ?? undefined,
    })
    if (!hexSignature.test(input.signature)) throw new ServiceError('invalid-input', 'signature must be whole bytes of hex (0x and an even number of hex digits)', { field: 'signature' })
    if (input.signature.length > 2 + maxSignatureBytes * 2) throw new ServiceError('invalid-input', `signature must be at most ${maxSignatureBytes} bytes`, { field: 'signature' })
    return { address: input.UserETHAddress, token: input.token, signature: canonicalSignature(input.signature) as `0x${string}` }
  },
  claimant: (input) => getAddress(input.address),
  async prepare(input, { sessionPolicy }) {
    const { address, token, signature } = input
    if (eoaSignature.test(signature) && (await signerOf(token, signature)) === address) return input
    await checkOnChain(sessionPolicy, address, token, signature)
    return input
  },
  async run(tx, { now, sessionPolicy }, { address, token, signature }) {
    const { expiresAt, nonce } = sessionTerms(sessionPolicy, token, address, now)
    const key = sessionKey(signature)
    const known = await tx.session(key)
    if (known) {
      // The same signature again (a retry): the session it has stands, and is never extended.
      if (known.expiresAt !== undefined && known.expiresAt <= now) throw new ServiceError('unauthorized', 'the session of this signature has ended: sign a new message')
      const { user } = await tx.ensureUser(address, now)
      return { address: user.address, isNew: false, createdAt: user.createdAt }
    }
    if (nonce !== undefined && !(await tx.useNonce(nonce))) throw new ServiceError('unauthorized', "the message's nonce has been used: sign a new message")
    const { user, isNew } = await tx.ensureUser(address, now)
    await tx.registerSession(user.address, key, expiresAt)
    return { address: user.address, isNew, createdAt: user.createdAt }
  },
})
