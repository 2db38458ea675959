import { achievementCreateSchema, type Achievement, type AchievementTrigger } from '../../../core/schemas/achievement.js'
import { schemaFieldErrors } from '../admin/schemaFieldErrors.js'
import type { AchievementEditorLabels } from './AchievementEditorLabels.js'

/** An achievement's form, as typed (numbers as text). */
export type AchievementValues = {
  key: string
  name: string
  description: string
  imageUrl: string
  type: AchievementTrigger['type']
  metric: string
  threshold: string
  length: string
}

/** The fields a form checks, in the order the focus goes to the first refused one. */
export type AchievementField = 'key' | 'name' | 'description' | 'imageUrl' | 'metric' | 'threshold' | 'length'
export const achievementFields: readonly AchievementField[] = ['key', 'name', 'description', 'imageUrl', 'metric', 'threshold', 'length']

/** A new achievement's form: a metric trigger, the first metric picked by the form. */
export const emptyAchievementValues: AchievementValues = { key: '', name: '', description: '', imageUrl: '', type: 'metric', metric: '', threshold: '10', length: '7' }

/** An achievement as its edit form starts. */
export function achievementValues(achievement: Achievement): AchievementValues {
  const { trigger } = achievement
  return {
    key: achievement.key,
    name: achievement.name,
    description: achievement.description,
    imageUrl: achievement.imageUrl,
    type: trigger.type,
    metric: trigger.type === 'metric' ? trigger.metric : '',
    threshold: trigger.type === 'metric' ? String(trigger.threshold) : '10',
    length: trigger.type === 'streak' ? String(trigger.length) : '7',
  }
}

/** The trigger the form says. */
export function triggerOf(values: AchievementValues): AchievementTrigger {
  if (values.type === 'metric') return { type: 'metric', metric: values.metric, threshold: Number(values.threshold) }
  if (values.type === 'streak') return { type: 'streak', length: Number(values.length) }
  return { type: 'manual' }
}

/** A key from a name, as the key field suggests it until it is typed in: "Quest runner!" → "quest-runner". */
export function keyFromName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '')
}

/**
 * What the form refuses before anything is sent, by field, in the service's terms (the creation schema for the key,
 * name, description and image; the trigger's own rules for its numbers). The key is checked only when it is made.
 */
export function achievementProblems(values: AchievementValues, labels: AchievementEditorLabels, creating: boolean): Partial<Record<AchievementField, string>> {
  const found = schemaFieldErrors<'key' | 'name' | 'description' | 'imageUrl'>(achievementCreateSchema, {
    key: creating ? values.key.trim() : 'kept',
    name: values.name.trim(),
    description: values.description,
    imageUrl: values.imageUrl.trim() || undefined,
  })
  const say = (problem: string | undefined) => (problem === 'required' ? labels.fieldRequired : problem === 'tooLong' ? labels.fieldTooLong : problem ? labels.fieldInvalid : undefined)
  const problems: Partial<Record<AchievementField, string>> = {
    key: found.key === 'invalid' ? labels.keyHint : say(found.key),
    name: say(found.name),
    description: say(found.description),
    imageUrl: found.imageUrl ? labels.imageHint : undefined,
  }
  if (values.type === 'metric') {
    if (!values.metric) problems.metric = labels.fieldRequired
    const threshold = Number(values.threshold)
    if (values.threshold.trim() === '' || !Number.isFinite(threshold) || threshold <= 0) problems.threshold = labels.mustBePositive
  }
  if (values.type === 'streak') {
    const length = Number(values.length)
    if (values.length.trim() === '' || !Number.isInteger(length) || length < 1) problems.length = labels.wholeNumber
  }
  return problems
}
