import { isAddress, recoverMessageAddress } from 'viem'
import { addressSchema } from '../../core/schemas/primitives.js'
import { profileWriteSchema } from '../../core/schemas/profileWrite.js'
import { userCreateSchema } from '../../core/schemas/user.js'
import { ok } from '../http/ok.js'
import { parseInput } from '../http/parseInput.js'
import type { Reply, Route, RouteContext } from '../http/route.js'
import { SandboxError } from '../http/SandboxError.js'
import { signedIn } from '../model/access.js'
import { definedFields } from '../model/definedFields.js'
import { profileView } from '../model/profileView.js'
import { createUser } from '../../core/actions/createUser.js'
import { getProfile } from '../../core/actions/getProfile.js'
import { updateProfile } from '../../core/actions/updateProfile.js'
import { routeFor } from '../http/routeFor.js'
import { canonicalSignature, registerSignature, sessionEnd, useNonce } from '../model/sessions.js'

// Only plain EOA signatures (r, s, v) can be checked offline; contract-wallet signatures would need a chain.
const eoaSignature = /^0x[0-9a-f]{130}$/i

async function signerOf(token: string, signature: `0x${string}`): Promise<string | undefined> {
  try {
    return await recoverMessageAddress({ message: token, signature })
  } catch {
    return undefined
  }
}

function writeProfile(context: RouteContext): Reply {
  const target = parseInput(addressSchema, context.param('userAddress'), 'userAddress')
  if (target !== signedIn(context)) throw new SandboxError(403, 'only the user themself may edit their profile')
  const fields = definedFields(context.body(profileWriteSchema))
  const user = Object.hasOwn(context.state.users, target) ? context.state.users[target] : undefined
  if (!user) throw new SandboxError(404, `user ${target} not found`)
  Object.assign(user.profile, fields)
  return ok(profileView(user))
}

/** Rows 25 to 27: register a signature (creating the user), read a profile, edit one's own profile. */
export const userRoutes: Route[] = [
  {
    ...routeFor(createUser),
    async handle(context) {
      const { query } = context
      const input = parseInput(userCreateSchema, {
        UserETHAddress: query.get('UserETHAddress') ?? undefined,
        token: query.get('token') ?? undefined,
        signature: query.get('signature') ?? undefined,
      })
      if (!eoaSignature.test(input.signature)) throw new SandboxError(400, 'signature must be a 65-byte signature (0x and 130 hex digits)')
      context.throttle('registrations')
      const signature = canonicalSignature(input.signature) as `0x${string}`
      const signer = await signerOf(input.token, signature)
      if (signer !== input.UserETHAddress) throw new SandboxError(401, 'the signature is not a signature of token by UserETHAddress')
      const { state } = context
      const expiresAt = sessionEnd(state, context.sessionPolicy, input.token, context.now())
      useNonce(state, context.sessionPolicy, input.token)
      const existing = Object.hasOwn(state.users, signer) ? state.users[signer] : undefined
      const user = existing ?? (state.users[signer] = { address: signer, createdAt: context.now(), signatures: [], profile: {} })
      registerSignature(state, user, signature, expiresAt)
      return ok({ address: user.address, isNew: !existing, createdAt: user.createdAt })
    },
  },
  {
    ...routeFor(getProfile),
    handle(context) {
      const address = parseInput(addressSchema, context.param('userAddress'), 'userAddress')
      const user = Object.hasOwn(context.state.users, address) ? context.state.users[address] : undefined
      if (!user) throw new SandboxError(404, `user ${address} not found`)
      return ok(profileView(user))
    },
  },
  { ...routeFor(updateProfile), handle: writeProfile },
  {
    // Row 27 as the spec writes it: POST /api with the address as the only segment.
    ...routeFor(updateProfile),
    path: '/api/:userAddress',
    accepts: (params) => isAddress(params['userAddress'] ?? '', { strict: false }),
    handle: writeProfile,
  },
]
