import type { CreateSiweTokenOptions } from '../../session/createSiweToken.js'

/** How the Sign-In with Ethereum message that RainbowKit or ConnectKit asks the wallet to sign is written. */
export type SiweMessageOptions = Omit<CreateSiweTokenOptions, 'nonce'>
