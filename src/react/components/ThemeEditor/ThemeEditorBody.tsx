'use client'
import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { Theme } from '../../../core/schemas/theme.js'
import type { ThemeInput } from '../../../core/schemas/themeWrite.js'
import { AppearanceContext } from '../../AppearanceContext.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useCreateTheme } from '../../hooks/useCreateTheme.js'
import { useDeleteTheme } from '../../hooks/useDeleteTheme.js'
import { useSetDefaultTheme } from '../../hooks/useSetDefaultTheme.js'
import { useThemes } from '../../hooks/useThemes.js'
import { AdminGate } from '../admin/AdminGate.js'
import { saveErrorMessage } from '../admin/saveErrorMessage.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SaveToasts } from '../internal/SaveToasts.js'
import { StatusView } from '../internal/StatusView.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import type { ThemeEditorLabels } from './ThemeEditorLabels.js'
import type { ThemeEditorProps } from './ThemeEditorProps.js'
import { ThemeForm } from './ThemeForm.js'
import { ThemeRow } from './ThemeRow.js'
import { suggestThemeLevel, themeFields, themeLevel } from './themeValues.js'

/** Title, then the gate (who may edit), then the themes or their state. */
export function ThemeEditorBody(props: ThemeEditorProps & { labels: ThemeEditorLabels }) {
  const { labels, headingLevel = 2 } = props
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const titleId = useId()
  const skeleton = <StatusView state="loading" label={labels.loading} />
  return (
    <section className="ek-admin-body ek-theme-editor__body" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="ek-theme-editor__title">
        {labels.title}
      </Heading>
      <AdminGate entityId={entityId} labels={labels} skeleton={skeleton}>
        {() => (
          <SaveToasts>
            <ThemeList entityId={entityId!} props={props} labels={labels} skeleton={skeleton} cardHeading={Math.min(headingLevel + 1, 6) as HeadingLevel} />
          </SaveToasts>
        )}
      </AdminGate>
    </section>
  )
}

/** `editing` while the new-theme form is open. */
const NEW = ''

type Notice = { kind: 'done' | 'failed'; message: string; undo?: Theme | undefined }

/** A deleted theme's fields, to create it again (row 13): empty accents are left out. */
function recreateBody(theme: Theme): ThemeInput {
  const body = Object.fromEntries(themeFields.map((field) => [field, typeof theme[field] === 'string' ? theme[field].trim() : undefined]).filter(([, value]) => value)) as ThemeInput
  return { ...body, level: theme.level, price: theme.price }
}

type ThemeListProps = { entityId: string; props: ThemeEditorProps; labels: ThemeEditorLabels; skeleton: ReactNode; cardHeading: HeadingLevel }

function ThemeList({ entityId, props, labels, skeleton, cardHeading }: ThemeListProps) {
  const themes = useThemes({ entityId })
  const { locale } = useContext(AppearanceContext)
  const remove = useDeleteTheme({ entityId })
  const setDefault = useSetDefaultTheme({ entityId })
  const recreate = useCreateTheme({ entityId })
  const [editing, setEditing] = useState<string | null>(null)
  const [focusId, setFocusId] = useState<string>()
  const [notice, setNotice] = useState<Notice>()
  const confirmSave = useConfirmSave()
  const newButton = useRef<HTMLButtonElement>(null)
  const undoButton = useRef<HTMLButtonElement>(null)
  const busy = remove.isPending || setDefault.isPending || recreate.isPending
  // A deleted theme's buttons are gone: focus goes to Undo, the next thing to do.
  useEffect(() => {
    if (notice?.undo) undoButton.current?.focus()
  }, [notice])

  if (themes.isError && !themes.data) {
    return <StatusView state="error" message={labels.error} cause={loadErrorCause(themes.error, labels)} retryLabel={labels.retry} onRetry={() => void themes.refetch()} />
  }
  if (!themes.data) return skeleton
  const list = [...themes.data].sort((a, b) => themeLevel(a.level) - themeLevel(b.level) || a.title.localeCompare(b.title))
  const title = (theme: Theme) => theme.title || labels.untitled

  // What worked is confirmed by the toast; a deletion stays said here, with its Undo, and so does a failure.
  const say = (next: Notice) => (next.kind === 'done' && !next.undo ? confirmSave(next.message) : setNotice(next))
  async function run(action: () => Promise<Notice>) {
    setNotice(undefined)
    try {
      say(await action())
    } catch (error) {
      setNotice({ kind: 'failed', message: saveErrorMessage(error, labels) })
    }
  }
  const deleteTheme = (theme: Theme) =>
    run(async () => {
      await remove.mutateAsync({ themeId: theme.id })
      return { kind: 'done', message: labels.deleted(title(theme)), undo: theme }
    })
  const undo = (theme: Theme) =>
    run(async () => {
      const reply = await recreate.mutateAsync(recreateBody(theme))
      if (theme.isDefault && reply.data) await setDefault.mutateAsync({ themeId: reply.data.id })
      return { kind: 'done', message: labels.restored(title(theme)) }
    }).then(() => newButton.current?.focus())
  const makeDefault = (theme: Theme) => {
    // Its Make default button goes away: focus stays on the row.
    setFocusId(theme.id)
    return run(async () => {
      await setDefault.mutateAsync({ themeId: theme.id })
      return { kind: 'done', message: labels.defaultSet(title(theme)) }
    })
  }
  const afterSave = (theme: Theme, created: boolean) => {
    setEditing(null)
    say({ kind: 'done', message: created ? labels.created(title(theme)) : labels.saved(title(theme)) })
    // New theme is enabled again once the form has closed.
    if (created) requestAnimationFrame(() => newButton.current?.focus())
    else setFocusId(theme.id)
    props.onSaved?.(theme)
  }
  const form = (theme: Theme | undefined) => (
    <ThemeForm
      entityId={entityId}
      theme={theme}
      suggestedLevel={suggestThemeLevel(list)}
      labels={labels}
      gateways={props.gateways}
      headingLevel={cardHeading}
      onCancel={() => {
        setEditing(null)
        if (theme) setFocusId(theme.id)
        else requestAnimationFrame(() => newButton.current?.focus())
      }}
      onSaved={(result) => afterSave(result, !theme)}
    />
  )

  return (
    <>
      <div className="ek-theme-editor__toolbar">
        <p className="ek-theme-editor__count ek-muted">{labels.themeCount(list.length)}</p>
        <button
          ref={newButton}
          type="button"
          className="ek-button"
          aria-expanded={editing === NEW}
          disabled={editing === NEW}
          onClick={() => {
            setNotice(undefined)
            setEditing(NEW)
          }}
        >
          {labels.newTheme}
        </button>
      </div>
      {notice && (
        <div className="ek-theme-editor__notice" data-kind={notice.kind} role={notice.kind === 'failed' ? 'alert' : 'status'}>
          <p>{notice.message}</p>
          {notice.undo && (
            <button ref={undoButton} type="button" className="ek-button" data-variant="secondary" disabled={busy} onClick={() => void undo(notice.undo!)}>
              {recreate.isPending ? labels.restoring : labels.undo}
            </button>
          )}
        </div>
      )}
      {editing === NEW && <div className="ek-theme-editor__new">{form(undefined)}</div>}
      {list.length === 0 ? (
        editing !== NEW && <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />
      ) : (
        <ul className="ek-theme-editor__list">
          {list.map((theme) =>
            editing === theme.id ? (
              <li key={theme.id} className="ek-theme-editor__item" data-state="editing">
                {form(theme)}
              </li>
            ) : (
              <ThemeRow
                key={theme.id}
                theme={theme}
                labels={labels}
                priceUnit={props.priceUnit ?? 'ETH'}
                locale={locale}
                busy={busy}
                focusEdit={focusId === theme.id}
                onEdit={() => {
                  setNotice(undefined)
                  setFocusId(undefined)
                  setEditing(theme.id)
                }}
                onMakeDefault={() => void makeDefault(theme)}
                onDelete={() => void deleteTheme(theme)}
              />
            ),
          )}
        </ul>
      )}
    </>
  )
}
