/** Why something could not be loaded, in plain words: part of every component's `labels`. */
export type LoadErrorLabels = {
  /** No answer at all (offline, blocked). */
  causeNetwork: string
  /** No answer in time. */
  causeTimeout: string
  /** The service failed (5xx) or asked to slow down (429). */
  causeServer: string
  /** Not allowed (401, 403). */
  causeDenied: string
  /** 404: on a read, the service knows no such community (a wrong `entityId`). */
  causeNotFound: string
  /** Anything else (an answer that could not be read, a refusal). */
  causeOther: string
}

/** English defaults of {@link LoadErrorLabels}. */
export const defaultLoadErrorLabels: LoadErrorLabels = {
  causeNetwork: 'The server could not be reached. Check your connection.',
  causeTimeout: 'The server took too long to answer.',
  causeServer: 'The server had a problem. It may work again in a moment.',
  causeDenied: 'Your sign-in was not accepted. Sign in again.',
  causeNotFound: 'This community was not found.',
  causeOther: 'The answer from the server could not be read.',
}

/** The cause of a failed load, from an `EngagementError` (or anything thrown), as one of the labels. */
export function loadErrorCause(error: unknown, labels: LoadErrorLabels): string {
  const { kind, status } = (error ?? {}) as { kind?: string; status?: number }
  if (kind === 'network') return labels.causeNetwork
  if (kind === 'timeout') return labels.causeTimeout
  if (status === 401 || status === 403) return labels.causeDenied
  if (status === 404) return labels.causeNotFound
  if (status !== undefined && (status >= 500 || status === 429)) return labels.causeServer
  return labels.causeOther
}
