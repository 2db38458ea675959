'use client'
import { memo } from 'react'
import type { LeaderboardRow } from '../../../core/leaderboard/types.js'
import { shortAddress } from '../internal/shortAddress.js'
import { NumberText } from '../internal/NumberText.js'
import { PersonAvatar } from '../internal/PersonAvatar.js'
import type { LeaderboardLabels } from './LeaderboardLabels.js'

type LeaderboardRowViewProps = {
  row: LeaderboardRow
  /** The signed-in user's row: highlighted and marked. */
  self: boolean
  /** Shown below the list, apart from it. */
  pinned: boolean
  compact: boolean
  locale: string | undefined
  gateways: readonly string[] | undefined
  labels: LeaderboardLabels
}

/** One place: rank, picture, name (the full name in its title, as a long one is cut) over the short address (the full one in its title; a member without a name is shown by it, once) and value (the one number format: compact from 10,000, the exact value in the title and for screen readers). */
export const LeaderboardRowView = memo(function LeaderboardRowView({ row, self, pinned, compact, locale, gateways, labels }: LeaderboardRowViewProps) {
  const name = row.name ?? shortAddress(row.address)
  return (
    <tr className="ek-leaderboard__row" data-self={self || undefined} data-rank={row.rank <= 3 && row.value > 0 ? row.rank : undefined} data-unranked={row.value > 0 ? undefined : ''} aria-current={self || undefined}>
      <td className="ek-leaderboard__rank">
        {pinned && <span className="ek-visually-hidden">{labels.yourPlace}: </span>}
        {/* A member at 0 has no number yet: a dash, read as "not ranked yet". */}
        {row.value > 0 ? (
          row.rank
        ) : (
          <>
            <span aria-hidden="true">–</span>
            <span className="ek-visually-hidden">{labels.notRankedYet}</span>
          </>
        )}
      </td>
      <th scope="row" className="ek-leaderboard__member">
        <span className="ek-leaderboard__who">
          {!compact && <PersonAvatar block="ek-leaderboard" address={row.address} source={row.imageUrl} gateways={gateways} />}
          <span className="ek-leaderboard__identity">
            <span className="ek-leaderboard__name" title={row.name ?? row.address}>
              {name}
            </span>
            {/* Each part after a space, as they are read as one (the row's name); the grid lays out no space. */}
            {row.name !== undefined && (
              <>
                {' '}
                <span className="ek-leaderboard__address" title={row.address}>
                  {shortAddress(row.address)}
                </span>
              </>
            )}
            {self && (
              <>
                {' '}
                <span className="ek-leaderboard__you">{labels.you}</span>
              </>
            )}
          </span>
        </span>
      </th>
      <td className="ek-leaderboard__value">
        <NumberText value={row.value} locale={locale} />
      </td>
    </tr>
  )
})
