import type { TrackerRecord } from '../types.js'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string'
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText)
const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isNumber)

/** True when `value` is a record a tracker wrote: what a store reads back is checked before it is replayed. */
export function isTrackerRecord(value: unknown): value is TrackerRecord {
  if (!isObject(value)) return false
  switch (value['type']) {
    case 'track':
      return isText(value['user']) && isText(value['metric']) && isNumber(value['count']) && isNumber(value['at'])
    case 'ack':
      return isText(value['user']) && isTextList(value['metrics']) && isNumberList(value['counts']) && isNumber(value['at'])
    case 'send':
      return isText(value['user']) && isTextList(value['metrics']) && isNumberList(value['counts']) && isText(value['key']) && isNumber(value['at'])
    case 'dead': {
      const letter = value['letter']
      return isObject(letter) && isText(letter['userAddress']) && isTextList(letter['metrics']) && isNumberList(letter['counts']) && isText(letter['reason']) && isNumber(letter['at'])
    }
    case 'retry':
      return isNumber(value['at'])
    default:
      return false
  }
}
