'use client'
import type { LeaderboardRow } from '../../../core/leaderboard/types.js'
import { shortAddress } from '../internal/shortAddress.js'
import { NumberText } from '../internal/NumberText.js'
import { PersonAvatar } from '../internal/PersonAvatar.js'

type LeaderboardPodiumProps = {
  /** The first three places, in rank order. */
  rows: readonly LeaderboardRow[]
  signedIn: string | undefined
  locale: string | undefined
  gateways: readonly string[] | undefined
}

/**
 * The top three on a podium, second, first and third from the start: their pictures, names (over short addresses) and values over steps of
 * three heights. Drawn for the eye only (hidden from assistive tech): the table below lists the same places.
 */
export function LeaderboardPodium({ rows, signedIn, locale, gateways }: LeaderboardPodiumProps) {
  const order = [rows[1], rows[0], rows[2]].filter((row): row is LeaderboardRow => row !== undefined)
  return (
    <ol className="ek-leaderboard__podium" aria-hidden="true">
      {order.map((row) => {
        const name = row.name ?? shortAddress(row.address)
        return (
          <li key={row.address} className="ek-leaderboard__place" data-place={Math.min(row.rank, 3)} data-self={row.address.toLowerCase() === signedIn?.toLowerCase() || undefined}>
            <PersonAvatar block="ek-leaderboard-podium" source={row.imageUrl} name={name} gateways={gateways} />
            <span className="ek-leaderboard__place-name" title={row.name ?? row.address}>
              {name}
            </span>
            {row.name !== undefined && (
              <span className="ek-leaderboard__place-address" title={row.address}>
                {shortAddress(row.address)}
              </span>
            )}
            <span className="ek-leaderboard__place-value">
              <NumberText value={row.value} locale={locale} />
            </span>
            <span className="ek-leaderboard__step">{row.rank}</span>
          </li>
        )
      })}
    </ol>
  )
}
