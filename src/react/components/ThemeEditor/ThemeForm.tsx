'use client'
import { useContext, useId, useRef, useState, type FormEvent } from 'react'
import type { Theme } from '../../../core/schemas/theme.js'
import { AppearanceContext } from '../../AppearanceContext.js'
import { useCreateTheme } from '../../hooks/useCreateTheme.js'
import { useUpdateTheme } from '../../hooks/useUpdateTheme.js'
import { clearProblem } from '../admin/clearProblem.js'
import { contrastRatio } from '../admin/contrastRatio.js'
import { saveFailure } from '../admin/saveFailure.js'
import { ImageField } from '../ImageField/ImageField.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import { FormActions } from '../internal/FormActions.js'
import type { HeadingLevel } from '../internal/Heading.js'
import { ColorField } from './ColorField.js'
import type { ThemeEditorLabels } from './ThemeEditorLabels.js'
import { ThemePreview } from './ThemePreview.js'
import { themeFields, themeValues, usableValue, validateThemeValues, type ThemeField, type ThemeProblem, type ThemeValues } from './themeValues.js'

type ThemeFormProps = {
  entityId: string
  /** The theme being edited; none to create one. */
  theme: Theme | undefined
  suggestedLevel: number
  labels: ThemeEditorLabels
  gateways: readonly string[] | undefined
  headingLevel: HeadingLevel
  onCancel: () => void
  /** After the service took it, with the theme as it now is. */
  onSaved: (theme: Theme) => void
}

const groups: { fields: ThemeField[]; kind: 'basics' | 'images' | 'colors' }[] = [
  { kind: 'basics', fields: ['title', 'level', 'price'] },
  { kind: 'images', fields: ['backgroundImageIPFS', 'horizontalLogoImageIPFS', 'squareLogoImageIPFS'] },
  { kind: 'colors', fields: ['backgroundColor', 'accentColor1', 'accentColor2'] },
]

/** Creates or edits one theme (rows 13 and 14) beside a live card; checks before sending, keeps every edit if the save fails. */
export function ThemeForm({ entityId, theme, suggestedLevel, labels, gateways, headingLevel, onCancel, onSaved }: ThemeFormProps) {
  const { locale } = useContext(AppearanceContext)
  const [values, setValues] = useState<ThemeValues>(() => themeValues(theme, suggestedLevel))
  const [initial] = useState(values)
  const dirty = themeFields.some((field) => values[field] !== initial[field])
  const [problems, setProblems] = useState<Partial<Record<ThemeField, ThemeProblem>>>({})
  // Colours left with something that is not one: flagged as soon as the field is left, not only on save.
  const [leftColors, setLeftColors] = useState<ReadonlySet<ThemeField>>(() => new Set())
  const [failure, setFailure] = useState<{ title: string; cause?: string }>()
  const create = useCreateTheme({ entityId })
  const update = useUpdateTheme({ entityId })
  const inputs = useRef(new Map<ThemeField, HTMLInputElement>())
  const id = useId()
  const pending = create.isPending || update.isPending
  const title = theme ? theme.title || labels.untitled : undefined

  async function submit(event: FormEvent) {
    event.preventDefault()
    const result = validateThemeValues(values, theme)
    setProblems(result.problems ?? {})
    if (!result.body) return inputs.current.get(themeFields.find((field) => result.problems[field])!)?.focus()
    setFailure(undefined)
    try {
      const reply = theme ? await update.mutateAsync({ themeId: theme.id, ...result.body }) : await create.mutateAsync(result.body)
      onSaved(reply.data ?? ({ ...theme, ...result.body, id: theme?.id ?? '' } as Theme))
    } catch (error) {
      // The form stays as it is; the list shows the theme as it was.
      setFailure(saveFailure(error, labels))
    }
  }

  const message = (field: ThemeField) => {
    const problem = problems[field]
    if (!problem) return undefined
    const text = { required: labels.fieldRequired, tooLong: labels.fieldTooLong, invalid: labels.fieldInvalid, level: labels.levelInvalid, price: labels.priceInvalid, keepColor: labels.keepColor }
    return text[problem]
  }
  const warning = (field: ThemeField) => {
    if (field !== 'accentColor1' && field !== 'accentColor2') return undefined
    const ratio = contrastRatio(values[field], values.backgroundColor)
    return ratio !== undefined && ratio < 3 ? labels.lowContrast(labels.field[field], ratio.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })) : undefined
  }

  function control(field: ThemeField) {
    const isColor = field.endsWith('Color') || field.startsWith('accent')
    const badColor = isColor && leftColors.has(field) && values[field].trim() !== '' && usableValue(field, values[field]) === undefined
    const error = message(field) ?? (badColor ? labels.fieldInvalid : undefined)
    const low = warning(field)
    const hint = field.endsWith('IPFS') ? labels.imageHint : field.startsWith('accent') && !theme ? labels.optionalHint : undefined
    // A new theme needs every field but its accents: marked up front (the asterisk; aria-required for assistive tech).
    const required = !theme && !field.startsWith('accent')
    const wiring = fieldControlProps(`${id}-${field}`, { hint, error, required }, low && `${id}-${field}-warning`)
    const describedBy = wiring['aria-describedby']
    const ref = (node: HTMLInputElement | null) => void (node ? inputs.current.set(field, node) : inputs.current.delete(field))
    const change = (value: string) => {
      setValues((previous) => ({ ...previous, [field]: value }))
      setProblems(clearProblem(field))
    }
    const { id: controlId, ...described } = wiring
    const input = field.endsWith('IPFS') ? (
      <ImageField
        id={controlId}
        value={values[field]}
        onChange={change}
        aspect={field === 'horizontalLogoImageIPFS' ? 2 : 1}
        alt={labels.imagePreview(labels.field[field])}
        gateways={gateways}
        inputProps={described}
        inputRef={ref}
      />
    ) : field.endsWith('Color') || field.startsWith('accent') ? (
      <ColorField
        id={`${id}-${field}`}
        value={values[field]}
        pickerLabel={labels.colorPicker(labels.field[field])}
        invalid={Boolean(error)}
        required={required}
        describedBy={describedBy}
        inputRef={ref}
        onChange={change}
        onLeave={() => setLeftColors((previous) => new Set(previous).add(field))}
      />
    ) : (
      <input
        ref={ref}
        {...wiring}
        className="ek-input"
        type="text"
        inputMode={field === 'level' ? 'numeric' : field === 'price' ? 'decimal' : undefined}
        autoComplete="off"
        spellCheck={field === 'title'}
        value={values[field]}
        onChange={(event) => change(event.target.value)}
      />
    )
    return (
      <Field key={field} id={`${id}-${field}`} name={field} label={labels.field[field]} hint={hint} error={error} required={required}>
        {input}
        {low && (
          <p id={`${id}-${field}-warning`} className="ek-theme-editor__warning">
            {low}
          </p>
        )}
      </Field>
    )
  }

  return (
    <form
      className="ek-theme-editor__form"
      aria-label={title === undefined ? labels.newTheme : labels.editForm(title)}
      noValidate
      aria-busy={pending || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <p className="ek-theme-editor__form-title" aria-hidden="true">
        {title === undefined ? labels.newTheme : labels.editForm(title)}
      </p>
      <div className="ek-theme-editor__layout">
        <div className="ek-theme-editor__fields">
          {groups.map((group) => (
            <div key={group.kind} className="ek-theme-editor__group" data-group={group.kind}>
              {group.fields.map(control)}
            </div>
          ))}
        </div>
        <ThemePreview values={values} labels={labels} gateways={gateways} headingLevel={headingLevel} id={`${id}-preview`} />
        {/* Kept in view at the bottom while the long form scrolls, like every settings form. */}
        <FormActions className="ek-theme-editor__actions" dirty={dirty} unsaved={labels.unsaved} failure={failure} sticky>
          <button type="button" className="ek-button" data-variant="ghost" onClick={onCancel} disabled={pending}>
            {labels.cancel}
          </button>
          <button type="submit" className="ek-button" disabled={pending}>
            {theme ? (pending ? labels.saving : labels.save) : pending ? labels.creating : labels.create}
          </button>
        </FormActions>
      </div>
    </form>
  )
}
