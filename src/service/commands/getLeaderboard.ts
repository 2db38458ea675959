import { isAddress, getAddress } from 'viem'
import { leaderboardPeriods, type LeaderboardPeriod } from '../../core/schemas/leaderboard.js'
import { defineCommand } from '../Command.js'
import { buildBoard, type BoardRow } from '../leaderboard/buildBoard.js'
import { isTimeZone, periodWindow } from '../leaderboard/periodWindow.js'
import { ServiceError } from '../ServiceError.js'

const invalid = (field: string, message: string) => new ServiceError('invalid-input', message, { field })

/**
 * A board of a metric (an engagekit extension): all time from the counters, or this day, ISO week or month in a
 * time zone (the request's, else the entity's, else UTC) from the increments made in it; members hidden from boards
 * are on none; ties share a rank; `around` adds a member's own place; `rankedCount` counts the members above 0.
 */
export const getLeaderboardCommand = defineCommand({
  entity: 'path',
  apiKey: true,
  input: (raw) => {
    const { query } = raw
    const metric = query.get('metric')?.trim()
    if (!metric) throw invalid('metric', 'metric is required: the name or id of one of the entity\'s metrics')
    const period = (query.get('period')?.trim() || 'all') as LeaderboardPeriod
    if (!leaderboardPeriods.includes(period)) throw invalid('period', 'period must be all, day, week or month')
    // Without one, the entity's own time zone (UTC when it has none) sets the period's edges: see run.
    const timeZone = query.get('timeZone')?.trim() || undefined
    if (timeZone !== undefined && !isTimeZone(timeZone)) throw invalid('timeZone', 'timeZone must be an IANA time zone such as Europe/Paris or UTC')
    const limitText = query.get('limit')?.trim() || '10'
    const limit = /^\d+$/.test(limitText) ? Number(limitText) : Number.NaN
    if (!(limit >= 1 && limit <= 100)) throw invalid('limit', 'limit must be a whole number from 1 to 100')
    const around = query.get('around')?.trim() || undefined
    if (around !== undefined && !isAddress(around, { strict: false })) throw invalid('around', 'around must be an EVM address (0x and 40 hex digits)')
    return { metric, period, timeZone, limit, around: around === undefined ? undefined : getAddress(around) }
  },
  async run(tx, { entity, now }, { metric, period, timeZone, limit, around }) {
    const name = metric.toLowerCase()
    const metrics = await tx.metrics(entity.id)
    const found = metrics.find((candidate) => candidate.id === metric) ?? metrics.find((candidate) => candidate.name.toLowerCase() === name)
    // The metric is an input of a read: a name the entity does not have is a bad input, not a missing record.
    if (!found) throw invalid('metric', `metric ${metric} is not a metric of entity ${entity.id}`)
    const zone = timeZone ?? (entity.timeZone && isTimeZone(entity.timeZone) ? entity.timeZone : 'UTC')
    const nowMs = Date.parse(now)
    const calendar = period === 'all' ? undefined : { period, timeZone: zone, nowMs }
    const window = calendar && periodWindow(calendar.period, zone, nowMs)
    const source = { entityId: entity.id, metricId: found.id, window, calendar }
    const board = await buildBoard(tx, source, { limit, around })
    // The names and pictures of the members shown, from their profiles: a board is one request for a page.
    const profiles = new Map((await tx.usersOf([...board.rows, ...board.around].map((row) => row.address))).map((user) => [user.address, user.profile]))
    const named = (row: BoardRow) => {
      const { name, imageUrl } = profiles.get(row.address) ?? {}
      return { ...row, ...(name && { name }), ...(imageUrl && { imageUrl }) }
    }
    return {
      metric: found.name,
      period,
      from: window ? new Date(window.fromMs).toISOString() : null,
      to: window ? new Date(window.toMs).toISOString() : null,
      rows: board.rows.map(named),
      around: board.around.map(named),
      memberCount: await tx.boardMemberCount(entity.id),
      rankedCount: await tx.boardCount(source, { above: 0 }),
    }
  },
})
