import type { ReactNode } from 'react'
import { leaderboardUrlSource } from '../../query/leaderboardUrlSource.js'
import { Leaderboard } from '../../react/components/Leaderboard/Leaderboard.js'
import type { ElementRecord } from '../ElementRecord.js'

/** `<engage-leaderboard>`: the widget's chunk for Leaderboard; a `source` attribute is a URL of a server-computed board. */
export default function LeaderboardElement({ record }: { record: ElementRecord }): ReactNode {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props come from attributes, already parsed per prop kind
  const { source, ...rest } = record.props as Record<string, any>
  return <Leaderboard {...rest} source={typeof source === 'string' ? leaderboardUrlSource(source) : typeof source === 'function' ? source : undefined} />
}
