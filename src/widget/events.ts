/** Names of the DOM events the elements dispatch (all bubble and cross shadow boundaries). */
export type WidgetEventName = 'signed-in' | 'signed-out' | 'error' | 'level-up' | 'achievement-earned' | 'streak-extended' | 'select' | 'profile-saved' | 'saved' | 'sign-in-request'

/** Dispatches `engagekit:<name>` on `target`, bubbling and composed. */
export function emit(target: EventTarget, name: WidgetEventName, detail?: unknown): void {
  target.dispatchEvent(new CustomEvent(`engagekit:${name}`, { detail, bubbles: true, composed: true }))
}

/** What `engagekit:error` carries: a message for people, the kind (and code) for code. */
export type WidgetErrorDetail = { message: string; kind: string; code?: string | undefined; status?: number | undefined }

export function toErrorDetail(error: unknown): WidgetErrorDetail {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown; kind?: unknown; code?: unknown; status?: unknown }
  return {
    message: typeof fields.message === 'string' ? fields.message : String(error),
    kind: typeof fields.kind === 'string' ? fields.kind : 'unknown',
    code: typeof fields.code === 'string' ? fields.code : undefined,
    status: typeof fields.status === 'number' ? fields.status : undefined,
  }
}
