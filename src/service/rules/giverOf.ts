import type { CommandContext } from '../Command.js'

/** Who a call comes from, as an increment's event and an idempotent answer record it: the address, or `key:` and the API key's id. */
export const giverOf = (context: Pick<CommandContext, 'caller' | 'apiKey'>): string => context.caller ?? `key:${context.apiKey?.id ?? 'unknown'}`
