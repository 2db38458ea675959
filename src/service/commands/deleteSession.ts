import { defineCommand } from '../Command.js'

/**
 * Signs out: ends the session the call is signed with (its address and signature), and only that one, in the store,
 * so every process refuses the signature from the next request on.
 */
export const deleteSessionCommand = defineCommand({
  input: () => undefined,
  async run(tx, { session }) {
    if (session !== undefined) await tx.endSession(session)
  },
})
