import { forbiddenCharacter } from '../../core/schemas/forbiddenCharacter.js'
import type { RawInput } from '../Command.js'
import { ServiceError } from '../ServiceError.js'

/**
 * Refuses ('invalid-input', naming the parameter) a path parameter that is not one line of text, or a query parameter
 * holding what no text may (forbiddenCharacter.ts): checked before any store is asked, so `/api/entities/%00` is a
 * 400 on every store rather than an error of the one that cannot hold it.
 */
export function checkRequestText(raw: RawInput): void {
  for (const [name, value] of Object.entries(raw.params)) {
    const reason = forbiddenCharacter(value)
    if (reason !== undefined) throw new ServiceError('invalid-input', `${name} ${reason}`, { field: name })
  }
  for (const [name, value] of raw.query) {
    const nameReason = forbiddenCharacter(name)
    if (nameReason !== undefined) throw new ServiceError('invalid-input', `query parameter names ${nameReason}`)
    const reason = forbiddenCharacter(value, true)
    if (reason !== undefined) throw new ServiceError('invalid-input', `${name} ${reason}`, { field: name })
  }
}
