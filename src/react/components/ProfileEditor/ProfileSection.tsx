'use client'
import type { ReactNode } from 'react'

type ProfileSectionProps = {
  id: string
  legend: string
  open: boolean
  /** Some field inside holds an error: the header says so even when the section is closed. */
  invalid: boolean
  onToggle: () => void
  children: ReactNode
}

/** One group of fields (Basics, Story, Links) whose legend opens and closes it. */
export function ProfileSection({ id, legend, open, invalid, onToggle, children }: ProfileSectionProps) {
  return (
    <fieldset className="ek-profile-editor__group" data-state={open ? 'open' : 'closed'} data-invalid={invalid ? '' : undefined}>
      <legend className="ek-profile-editor__legend">
        <button type="button" className="ek-profile-editor__toggle" aria-expanded={open} aria-controls={id} onClick={onToggle}>
          {legend}
        </button>
      </legend>
      <div id={id} className="ek-profile-editor__fields" hidden={!open}>
        {children}
      </div>
    </fieldset>
  )
}
