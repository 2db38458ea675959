import * as v from '../internal/schema.js'

/** The body of a member update (an engagekit extension): whether the member is left off the boards. */
export const memberUpdateSchema = v.object({
  hiddenFromBoards: v.boolean('must be true or false'),
})

/** What a member update sets. */
export type MemberUpdate = v.InferOutput<typeof memberUpdateSchema>
