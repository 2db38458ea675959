'use client'
import { parseHexColor } from '../admin/contrastRatio.js'

type ColorFieldProps = {
  id: string
  value: string
  pickerLabel: string
  invalid: boolean
  required: boolean
  describedBy: string | undefined
  inputRef: (node: HTMLInputElement | null) => void
  onChange: (value: string) => void
  /** The text field was left (blur): its value is checked then. */
  onLeave: () => void
}

const hex = (channel: number) => channel.toString(16).padStart(2, '0')

/** A colour as text (#hex, rgb() or hsl(), as the service takes it) beside a picker that writes #rrggbb into it. */
export function ColorField({ id, value, pickerLabel, invalid, required, describedBy, inputRef, onChange, onLeave }: ColorFieldProps) {
  const rgb = parseHexColor(value)
  return (
    <div className="ek-theme-editor__color">
      <input
        type="color"
        className="ek-theme-editor__picker"
        aria-label={pickerLabel}
        value={rgb ? `#${rgb.map(hex).join('')}` : '#000000'}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        ref={inputRef}
        id={id}
        type="text"
        className="ek-input"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onLeave}
      />
    </div>
  )
}
