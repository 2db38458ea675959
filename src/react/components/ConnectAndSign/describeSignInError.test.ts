import { describe, expect, it } from 'vitest'
import { EngagementError } from '../../../core/EngagementError.js'
import { mergeLabels } from '../internal/useLabels.js'
import { loadLocaleMessages } from '../../locales/loadLocaleMessages.js'
import { defaultConnectAndSignLabels } from './ConnectAndSignLabels.js'
import { describeSignInError } from './describeSignInError.js'

// The codes a sign-in fails with (src/session), with the client's own English message.
const failures = [
  new EngagementError('Your wallet could not sign the sign-in message.', { kind: 'network', code: 'wallet-error' }),
  new EngagementError('The sign-in message could not be prepared.', { kind: 'network', code: 'token-failed' }),
  new EngagementError('The message names another account.', { kind: 'invalid-input', code: 'account-mismatch' }),
  new EngagementError('Something internal broke.', { kind: 'network', code: 'something-new' }),
]

describe('describeSignInError', () => {
  it('says every sign-in failure in the language shown, never in the client’s English', async () => {
    const french = mergeLabels(defaultConnectAndSignLabels, await loadLocaleMessages('fr'), ['ConnectAndSign'], undefined)
    const said = failures.map((error) => describeSignInError(error, french))
    for (const [index, text] of said.entries()) {
      expect(text).toMatch(/^Échec de la connexion\. /)
      expect(text).not.toContain(failures[index]!.message)
    }
    expect(new Set(said).size).toBe(said.length)
  })

  it('tells a wallet that failed from one that signed for another account, in English too', () => {
    expect(describeSignInError(failures[0]!, defaultConnectAndSignLabels)).toBe('Sign-in failed. Your wallet could not sign the sign-in message.')
    expect(describeSignInError(failures[2]!, defaultConnectAndSignLabels)).toBe('Sign-in failed. The wallet signed for another account than the one connected.')
  })
})
