import type { ReactNode } from 'react'
import { ProfileEditor } from '../../react/components/ProfileEditor/ProfileEditor.js'
import type { ElementRecord } from '../ElementRecord.js'
import { emit } from '../events.js'

/** `<engage-profile-editor>`: the widget's chunk for ProfileEditor; a save is a `profile-saved` event on the element. */
export default function ProfileEditorElement({ record }: { record: ElementRecord }): ReactNode {
  const { host } = record
  return <ProfileEditor {...(record.props)} onSaved={(profile: unknown) => emit(host, 'profile-saved', { profile })} />
}
