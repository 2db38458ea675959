import { keccak256, stringToBytes, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A demo wallet of the sandbox. Its key is public and derived from a fixed phrase: never use it for real funds. */
export type DemoAccount = {
  address: Address
  privateKey: Hex
}

function demoAccount(phrase: string): DemoAccount {
  const privateKey = keccak256(stringToBytes(phrase))
  return { address: privateKeyToAccount(privateKey).address, privateKey }
}

/**
 * The demo entity of the seeded sandbox and its three demo accounts (owner, admin, member).
 * The private keys are public demo keys (keccak256 of fixed phrases): never use them for real funds.
 */
export const demo = {
  entityId: 'aurora-guild',
  accounts: {
    owner: demoAccount('engagekit sandbox demo owner'),
    admin: demoAccount('engagekit sandbox demo admin'),
    member: demoAccount('engagekit sandbox demo member'),
  },
} as const satisfies { entityId: string; accounts: Record<'owner' | 'admin' | 'member', DemoAccount> }
