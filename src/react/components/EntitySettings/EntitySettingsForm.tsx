'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { Entity } from '../../../core/schemas/entity.js'
import { useEntityMetrics } from '../../hooks/useEntityMetrics.js'
import { useSetStreak } from '../../hooks/useSetStreak.js'
import { useThemes } from '../../hooks/useThemes.js'
import { useUpdateEntity } from '../../hooks/useUpdateEntity.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { AddressChips } from '../admin/AddressChips.js'
import { clearProblem } from '../admin/clearProblem.js'
import { saveFailure } from '../admin/saveFailure.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import { FormActions } from '../internal/FormActions.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import { ImageField } from '../ImageField/ImageField.js'
import { AdminsEntry } from './AdminsEntry.js'
import type { EntitySettingsLabels } from './EntitySettingsLabels.js'
import type { EntitySettingsProps } from './EntitySettingsProps.js'
import { entityValues, validateEntityValues, type EntityField, type EntityProblem, type EntityValues } from './entitySettingsValues.js'
import { StreakSettingsFields } from './StreakSettingsFields.js'
import { sameStreak, streakRefusalField, streakValues, timeZoneNames, validateStreakValues, type StreakField, type StreakProblem, type StreakValues } from './streakSettingsValues.js'

type FormProps = { entityId: string; entity: Entity; labels: EntitySettingsLabels; gateways: readonly string[] | undefined; onSaved: EntitySettingsProps['onSaved'] }

const sections: { title: keyof EntitySettingsLabels; fields: EntityField[] }[] = [
  { title: 'sectionBasics', fields: ['name', 'description'] },
  { title: 'sectionLinks', fields: ['website', 'twitter', 'discord', 'telegram', 'instagram', 'openseaSlug'] },
  { title: 'sectionImages', fields: ['imageUrl', 'bannerUrl'] },
  { title: 'sectionOwners', fields: ['owners', 'defaultDyNftThemeId'] },
  { title: 'sectionStreak', fields: ['timeZone'] },
]
const order = sections.flatMap((section) => section.fields)

/**
 * The owner's form: every row 7 field and the entity's streak (`setStreak`), checked with the service's rules before
 * sending; a failed save keeps every edit and says why at the field it was about.
 */
export function EntitySettingsForm({ entityId, entity, labels, gateways, onSaved }: FormProps) {
  const [values, setValues] = useState<EntityValues>(() => entityValues(entity))
  const [saved, setSaved] = useState<EntityValues>(() => entityValues(entity))
  // Whether strangers see the entity (row 7's `public`): a switch beside the text fields.
  const [isPublic, setPublic] = useState(entity.public !== false)
  const [savedPublic, setSavedPublic] = useState(entity.public !== false)
  const [problems, setProblems] = useState<Partial<Record<EntityField, EntityProblem>>>({})
  const [failure, setFailure] = useState<{ title: string; cause?: string }>()
  const [streak, setStreak] = useState<StreakValues>(() => streakValues(entity))
  const [savedStreak, setSavedStreak] = useState<StreakValues>(() => streakValues(entity))
  const [streakProblems, setStreakProblems] = useState<Partial<Record<StreakField, StreakProblem>>>({})
  const saveStreak = useSetStreak({ entityId })
  const metrics = useEntityMetrics({ entityId })
  const confirmSave = useConfirmSave()
  const update = useUpdateEntity({ entityId })
  const themes = useThemes({ entityId })
  const inputs = useRef(new Map<string, HTMLElement>())
  const id = useId()
  // The signed-in owner's own chip stays: removing it would lock them out of these settings.
  const self = useEngagementContext().session?.address
  const entityDirty = order.some((field) => values[field] !== saved[field]) || isPublic !== savedPublic
  const streakDirty = !sameStreak(streak, savedStreak)
  const dirty = entityDirty || streakDirty
  const streakInput = (field: StreakField) => (node: HTMLElement | null) => void (node ? inputs.current.set(`streak-${field}`, node) : inputs.current.delete(`streak-${field}`))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const result = validateEntityValues(values, entity)
    const streakResult = validateStreakValues(streak)
    setProblems(result.problems ?? {})
    setStreakProblems(streakResult.problems ?? {})
    if (!result.body || streakResult.streak === undefined) {
      const first = order.find((field) => result.problems?.[field])
      const firstStreak = (['metric', 'frequency', 'initial', 'earnEveryDays', 'max'] as const).find((field) => streakResult.problems?.[field])
      if (first) inputs.current.get(first)?.focus()
      else if (firstStreak) inputs.current.get(`streak-${firstStreak}`)?.focus()
      return
    }
    setFailure(undefined)
    try {
      if (entityDirty || !streakDirty) {
        await update.mutateAsync({ ...result.body, public: isPublic })
        setSaved(values)
        setSavedPublic(isPublic)
      }
    } catch (error) {
      // A zone the service does not know is said at its field; anything else beside the buttons.
      if ((error as { status?: number; field?: string })?.status === 400 && (error as { field?: string }).field === 'timeZone') {
        setProblems({ timeZone: 'badTimeZone' })
        inputs.current.get('timeZone')?.focus()
      } else setFailure(saveFailure(error, labels))
      return
    }
    try {
      if (streakDirty) {
        await saveStreak.mutateAsync({ streak: streakResult.streak })
        setSavedStreak(streak)
      }
      confirmSave(labels.saved)
      onSaved?.()
    } catch (error) {
      // The edits stay; the service's refusal is said at the field it names.
      const field = streakRefusalField(error)
      const message = (error as { serverMessage?: string }).serverMessage
      if (field) {
        setStreakProblems({ [field]: { kind: 'refused', message: message ?? labels.saveFailed } })
        inputs.current.get(`streak-${field}`)?.focus()
      } else setFailure(saveFailure(error, labels))
    }
  }

  const problemText = (field: EntityField) => {
    const problem = problems[field]
    if (problem === 'badTimeZone') return labels.timeZoneInvalid
    if (problem === 'badOwners') return labels.badOwners(values.owners.split(/[\s,;]+/).filter((entry) => entry && !/^0x[0-9a-f]{40}$/i.test(entry)).join(', '))
    return problem === 'required' ? labels.fieldRequired : problem === 'tooLong' ? labels.fieldTooLong : problem ? labels.fieldInvalid : undefined
  }

  function control(field: EntityField) {
    const error = problemText(field)
    const hint = field === 'owners' ? labels.ownersHint : field === 'timeZone' ? labels.timeZoneHint : undefined
    // An entity needs its name and at least one owner (entityUpdateSchema): marked from the start.
    const required = field === 'name' || field === 'owners'
    const common = {
      ...fieldControlProps(`${id}-${field}`, { hint, error, required }),
      className: 'ek-input',
      value: values[field],
      ref: (node: HTMLElement | null) => void (node ? inputs.current.set(field, node) : inputs.current.delete(field)),
      onChange: (event: { target: { value: string } }) => {
        setValues((previous) => ({ ...previous, [field]: event.target.value }))
        setProblems(clearProblem(field))
      },
    }
    let input
    if (field === 'owners') {
      input = (
        <AddressChips
          value={values.owners}
          onChange={(owners) => {
            setValues((previous) => ({ ...previous, owners }))
            setProblems(clearProblem(field))
          }}
          control={fieldControlProps(`${id}-${field}`, { hint, error, required })}
          label={labels.field.owners}
          labels={labels}
          entityId={entityId}
          kept={self}
          inputRef={common.ref}
        />
      )
    } else if (field === 'description') input = <textarea {...common} rows={4} spellCheck />
    else if (field === 'defaultDyNftThemeId') {
      input = (
        <select {...common}>
          <option value="">{labels.noDefaultTheme}</option>
          {(themes.data ?? []).map((theme) => (
            <option key={theme.id} value={theme.id}>
              {theme.title || theme.id}
            </option>
          ))}
          {values.defaultDyNftThemeId && !themes.data?.some((theme) => theme.id === values.defaultDyNftThemeId) && <option value={values.defaultDyNftThemeId}>{values.defaultDyNftThemeId}</option>}
        </select>
      )
    } else if (field === 'imageUrl' || field === 'bannerUrl') {
      const { id: controlId, className: _className, value, ref, onChange, ...described } = common
      input = (
        <ImageField
          id={controlId}
          value={value}
          onChange={(next) => onChange({ target: { value: next } })}
          aspect={field === 'bannerUrl' ? 3 : 1}
          alt={labels.imagePreview(labels.field[field])}
          gateways={gateways}
          inputProps={described}
          inputRef={ref}
        />
      )
    } else if (field === 'timeZone') {
      // Any IANA name the runtime knows, suggested from its list (typed freely where the list is long or missing).
      input = (
        <>
          <input {...common} type="text" autoComplete="off" spellCheck={false} list={`${id}-zones`} placeholder="UTC" />
          <datalist id={`${id}-zones`}>
            {timeZoneNames().map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </>
      )
    } else input = <input {...common} type={field === 'website' ? 'url' : 'text'} autoComplete="off" />
    return (
      <Field key={field} id={`${id}-${field}`} name={field} label={labels.field[field]} hint={hint} error={error} required={required}>
        {input}
      </Field>
    )
  }

  return (
    <form className="ek-entity-settings__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={update.isPending || saveStreak.isPending || undefined}>
      {sections.map((section) => (
        <fieldset key={section.title} className="ek-entity-settings__section">
          <legend className="ek-entity-settings__legend">{labels[section.title] as string}</legend>
          {section.fields.map(control)}
          {section.title === 'sectionStreak' && (
            <StreakSettingsFields id={`${id}-streak`} values={streak} onChange={setStreak} problems={streakProblems} onProblems={setStreakProblems} metrics={metrics.data} labels={labels} inputRef={streakInput} />
          )}
          {section.title === 'sectionOwners' && <AdminsEntry id={`${id}-admins`} entityId={entityId} entity={entity} labels={labels} />}
          {section.title === 'sectionBasics' && (
            <Field id={`${id}-public`} name="public" label={labels.publicLabel} hint={labels.publicHint} className="ek-entity-settings__switch">
              {/* A checkbox that reads as a switch: Space toggles it, its label and hint describe it. */}
              <input
                {...fieldControlProps(`${id}-public`, { hint: labels.publicHint })}
                type="checkbox"
                role="switch"
                className="ek-entity-settings__toggle"
                checked={isPublic}
                onChange={(event) => setPublic(event.target.checked)}
              />
            </Field>
          )}
        </fieldset>
      ))}
      <FormActions dirty={dirty} unsaved={labels.unsaved} failure={failure} sticky>
        <button type="submit" className="ek-button" disabled={update.isPending || saveStreak.isPending}>
          {update.isPending || saveStreak.isPending ? labels.saving : labels.save}
        </button>
      </FormActions>
    </form>
  )
}
