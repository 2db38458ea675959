import { recoverMessageAddress } from 'viem'
import { userCreateSchema } from '../../core/schemas/user.js'
import { canonicalSignature } from '../auth/canonicalSignature.js'
import { sessionTerms } from '../auth/sessionTerms.js'
import { defineCommand } from '../Command.js'
import { parseInput } from '../rules/parseInput.js'
import { ServiceError } from '../ServiceError.js'

// Only plain EOA signatures (r, s, v) can be checked offline; contract-wallet signatures would need a chain.
const eoaSignature = /^0x[0-9a-f]{130}$/i

async function signerOf(token: string, signature: `0x${string}`): Promise<string | undefined> {
  try {
    return await recoverMessageAddress({ message: token, signature })
  } catch {
    return undefined
  }
}

/**
 * Row 25: registers a signature of a token for its signer, creating the user the first time. Counted against the
 * client's registrations per minute before the signature is checked.
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
    if (!eoaSignature.test(input.signature)) throw new ServiceError('invalid-input', 'signature must be a 65-byte signature (0x and 130 hex digits)')
    return { address: input.UserETHAddress, token: input.token, signature: canonicalSignature(input.signature) as `0x${string}` }
  },
  async run(tx, { now, sessionPolicy }, { address, token, signature }) {
    const signer = await signerOf(token, signature)
    if (signer !== address) throw new ServiceError('unauthorized', 'the signature is not a signature of token by UserETHAddress')
    const { expiresAt, nonce } = sessionTerms(sessionPolicy, token, now)
    if (nonce !== undefined && !(await tx.useNonce(nonce))) throw new ServiceError('unauthorized', "the message's nonce has been used: sign a new message")
    const { user, isNew } = await tx.ensureUser(signer, now)
    await tx.registerSignature(user.address, signature, expiresAt)
    return { address: user.address, isNew, createdAt: user.createdAt }
  },
})
