import type { TimeWindow } from './periodWindow.js'

/**
 * Increments are summed per 15-minute slot for the boards of a day, week or month: every time zone in use today is
 * a whole number of quarter hours from UTC, so each such period is a whole number of slots.
 */
export const slotMs = 15 * 60 * 1000

/** The slot an instant falls in. */
export const slotOf = (ms: number): number => Math.floor(ms / slotMs)

/** The slots a window covers whole: from (inclusive) to (exclusive). */
export const slotRange = (window: TimeWindow): [from: number, to: number] => [Math.ceil(window.fromMs / slotMs), Math.floor(window.toMs / slotMs)]
