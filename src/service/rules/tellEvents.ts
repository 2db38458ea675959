import type { CommandContext } from '../Command.js'
import type { EventDraft, MemberRecord, Transaction } from '../store/Store.js'

/**
 * Writes the events of a change in the change's own transaction (they stand or fall with it), letting the store
 * remove events older than the retention (`limits.eventsRetentionSeconds`) on the way.
 */
export async function tellEvents(tx: Transaction, context: Pick<CommandContext, 'now' | 'limits'>, events: readonly EventDraft[]): Promise<void> {
  if (events.length === 0) return
  const keepSince = new Date(Date.parse(context.now) - context.limits.eventsRetentionSeconds * 1000).toISOString()
  await tx.appendEvents(events, keepSince)
}

/** A `member.joined` event for each member added. */
export const joinedEvents = (entityId: string, members: readonly MemberRecord[], at: string): EventDraft[] =>
  members.map((member) => ({
    type: 'member.joined',
    entityId,
    at,
    subject: member.address,
    audience: 'entity',
    data: { address: member.address, chain: member.chain, tokenId: member.tokenId },
  }))
