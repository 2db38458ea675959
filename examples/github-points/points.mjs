// What a GitHub event is worth: the rules of this example, apart from the delivery so they are easy to change.

/** Points per event, as metric increments. Metric names are those of the sandbox's demo entity. */
export const rules = {
  mergedPullRequest: { contributions: 1, xp: 50 },
  review: { reviews: 1, xp: 10 },
  /** Added to `review` when the review approves. */
  approval: { xp: 5 },
}

/**
 * The increments one webhook delivery earns: `event` is the `X-GitHub-Event` header, `payload` its JSON body.
 * Returns `{ login, metric, count, why }` items; an event that earns nothing returns [].
 */
export function pointsFor(event, payload) {
  const earn = (login, points, why) => Object.entries(points).map(([metric, count]) => ({ login, metric, count, why }))
  if (event === 'pull_request' && payload.action === 'closed' && payload.pull_request?.merged === true) {
    const { number, user } = payload.pull_request
    return earn(user.login, rules.mergedPullRequest, `pull request #${number} merged`)
  }
  if (event === 'pull_request_review' && payload.action === 'submitted' && payload.review?.user?.type !== 'Bot') {
    const { user, state } = payload.review
    const why = `review of #${payload.pull_request.number} (${state})`
    return [...earn(user.login, rules.review, why), ...(state === 'approved' ? earn(user.login, rules.approval, why) : [])]
  }
  return []
}
