'use client'
import type { LeaderboardRow } from '../../../core/leaderboard/types.js'
import { shortAddress } from '../internal/shortAddress.js'
import { NumberText } from '../internal/NumberText.js'
import { PersonAvatar } from '../internal/PersonAvatar.js'
import type { LeaderboardLabels } from './LeaderboardLabels.js'

type LeaderboardPodiumProps = {
  /** The first (up to) three ranked places, in rank order; the places left are drawn empty. */
  rows: readonly LeaderboardRow[]
  /** The value column's header (the metric), read after each value. */
  metric: string
  signedIn: string | undefined
  locale: string | undefined
  gateways: readonly string[] | undefined
  labels: LeaderboardLabels
}

/**
 * The top three on a podium, drawn second, first and third from the start (read first, second, third): their
 * pictures, names (over short addresses) and values over steps of three heights. A list with a name of its own, as
 * the table below goes on from the fourth place; a place nobody holds yet is an empty step, so the board keeps its
 * shape with one or two members ranked.
 */
export function LeaderboardPodium({ rows, metric, signedIn, locale, gateways, labels }: LeaderboardPodiumProps) {
  return (
    <ol className="ek-leaderboard__podium" aria-label={labels.podium}>
      {[0, 1, 2].map((index) => {
        const row = rows[index]
        if (!row) {
          return (
            <li key={`empty-${index}`} className="ek-leaderboard__place" data-place={index + 1} data-empty="" aria-hidden="true">
              <span className="ek-leaderboard-podium__avatar" />
              <span className="ek-leaderboard__place-name">–</span>
              <span className="ek-leaderboard__step">{index + 1}</span>
            </li>
          )
        }
        const name = row.name ?? shortAddress(row.address)
        const self = row.address.toLowerCase() === signedIn?.toLowerCase()
        // The step is the position's (ties share a rank, not a step): its height and medal follow the place in the list.
        return (
          <li key={row.address} className="ek-leaderboard__place" data-place={index + 1} data-self={self || undefined} aria-current={self || undefined}>
            <span className="ek-visually-hidden">
              {labels.rankColumn} {row.rank}:{' '}
            </span>
            <PersonAvatar block="ek-leaderboard-podium" address={row.address} source={row.imageUrl} gateways={gateways} />
            <span className="ek-leaderboard__place-name" title={row.name ?? row.address}>
              {name}
            </span>
            {row.name !== undefined && (
              <span className="ek-leaderboard__place-address" title={row.address}>
                {' '}
                {shortAddress(row.address)}
              </span>
            )}
            {self && <span className="ek-leaderboard__place-you"> {labels.you}</span>}
            <span className="ek-leaderboard__place-value">
              {' '}
              <NumberText value={row.value} locale={locale} /> <span className="ek-visually-hidden">{metric}</span>
            </span>
            <span className="ek-leaderboard__step" aria-hidden="true">
              {row.rank}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
