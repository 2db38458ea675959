'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { EngagementError } from '../../../core/EngagementError.js'
import type { EngagementEventType } from '../../../core/schemas/events.js'
import { webhookCreateSchema, type CreatedWebhook } from '../../../core/schemas/webhook.js'
import { useCreateWebhook } from '../../hooks/useCreateWebhook.js'
import { saveFailure } from '../admin/saveFailure.js'
import { schemaFieldErrors, type FieldProblem } from '../admin/schemaFieldErrors.js'
import { Field } from '../internal/Field.js'
import { fieldControlProps } from '../internal/fieldControlProps.js'
import { FormActions, type FormActionsProps } from '../internal/FormActions.js'
import { WebhookEventPicker } from './WebhookEventPicker.js'
import type { WebhookManagerLabels } from './WebhookManagerLabels.js'

type CreateWebhookFormProps = { entityId: string; labels: WebhookManagerLabels; onCreated: (created: CreatedWebhook) => void; onCancel: (() => void) | undefined }

/** Most characters a webhook's description may have (the service's check). */
const maxDescriptionLength = 500

/**
 * Whether the text is a URL a webhook may be sent to, as the service checks it: absolute http(s), with a host,
 * without a user, a password or a fragment. Whether its host may be reached stays the service's call.
 */
function webhookUrlForm(text: string): boolean {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return false
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '' && url.hash === ''
}

/** What the service said of the URL, in the reader's words where it is one of its known refusals. */
function urlRefusal(error: EngagementError, labels: WebhookManagerLabels): string {
  const said = error.serverMessage ?? ''
  if (/loopback|private|link-local|metadata/i.test(said)) return labels.urlPrivate
  if (!said || /http\(s\) URL/.test(said)) return labels.urlInvalid
  return `${labels.urlRefused} ${said.replace(/^url /, '')}`
}

/**
 * URL, description and events, then Add: added, the secret takes the form's place (shown once, to copy); refused, the
 * field the service names says why, the typed values kept.
 */
export function CreateWebhookForm({ entityId, labels, onCreated, onCancel }: CreateWebhookFormProps) {
  const create = useCreateWebhook({ entityId })
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState('')
  const [events, setEvents] = useState<ReadonlySet<string> | null>(null)
  const [problems, setProblems] = useState<{ url?: string | undefined; description?: string | undefined; events?: string | undefined }>({})
  const [failure, setFailure] = useState<FormActionsProps['failure']>()
  const urlInput = useRef<HTMLInputElement>(null)
  const descriptionInput = useRef<HTMLInputElement>(null)
  const id = useId()
  const pending = create.isPending

  const wordOf = (problem: FieldProblem | undefined, invalid: string) => (problem === 'required' ? labels.fieldRequired : problem === 'tooLong' ? labels.fieldTooLong : problem ? invalid : undefined)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    const found = schemaFieldErrors<'url' | 'description'>(webhookCreateSchema, { url, description })
    const next = {
      url: wordOf(found.url ?? (webhookUrlForm(url) ? undefined : 'invalid'), labels.urlInvalid),
      description: wordOf(found.description ?? (description.trim().length > maxDescriptionLength ? 'tooLong' : undefined), labels.fieldInvalid),
      events: events?.size === 0 ? labels.pickEvents : undefined,
    }
    setProblems(next)
    if (next.url) return urlInput.current?.focus()
    if (next.description) return descriptionInput.current?.focus()
    if (next.events) return
    setFailure(undefined)
    try {
      const { data } = await create.mutateAsync({ url: url.trim(), ...(events ? { events: [...events] as EngagementEventType[] } : {}), ...(description.trim() ? { description: description.trim() } : {}) })
      if (!data?.secret) return setFailure({ title: labels.secretMissing })
      onCreated(data)
    } catch (error) {
      const refused = error as EngagementError
      if (refused.status === 400 && refused.field === 'url') {
        setProblems({ url: urlRefusal(refused, labels) })
        return urlInput.current?.focus()
      }
      if (refused.status === 400 && refused.field === 'description') {
        setProblems({ description: /too long/.test(refused.serverMessage ?? '') ? labels.fieldTooLong : labels.fieldInvalid })
        return descriptionInput.current?.focus()
      }
      if (refused.status === 400 && refused.field?.startsWith('events')) return setProblems({ events: `${labels.fieldInvalid} ${refused.serverMessage ?? ''}`.trim() })
      setFailure(saveFailure(error, labels))
    }
  }

  return (
    <form className="ek-webhook-manager__form" aria-label={labels.addEndpoint} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <Field id={`${id}-url`} name="url" label={labels.urlLabel} hint={labels.urlHint} error={problems.url} required>
        <input
          ref={urlInput}
          {...fieldControlProps(`${id}-url`, { hint: labels.urlHint, error: problems.url, required: true })}
          className="ek-input ek-webhook-manager__url-input"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value)
            setProblems(({ url: _cleared, ...rest }) => rest)
          }}
        />
      </Field>
      <Field id={`${id}-description`} name="description" label={labels.descriptionLabel} hint={labels.descriptionHint} error={problems.description}>
        <input
          ref={descriptionInput}
          {...fieldControlProps(`${id}-description`, { hint: labels.descriptionHint, error: problems.description })}
          className="ek-input"
          type="text"
          autoComplete="off"
          value={description}
          onChange={(event) => {
            setDescription(event.target.value)
            setProblems(({ description: _cleared, ...rest }) => rest)
          }}
        />
      </Field>
      <WebhookEventPicker
        labels={labels}
        value={events}
        error={problems.events}
        onChange={(value) => {
          setEvents(value)
          setProblems(({ events: _cleared, ...rest }) => rest)
        }}
      />
      <FormActions failure={failure}>
        {onCancel && (
          <button type="button" className="ek-button" data-variant="ghost" onClick={onCancel}>
            {labels.cancel}
          </button>
        )}
        <button type="submit" className="ek-button" aria-disabled={pending || undefined}>
          {pending ? labels.adding : labels.add}
        </button>
      </FormActions>
    </form>
  )
}
