import type { InputHTMLAttributes, Ref } from 'react'
import type { ImageFieldLabels } from './ImageFieldLabels.js'

/** Props of {@link ImageField}. */
export type ImageFieldProps = {
  /** The link input's id: the form's label points at it. */
  id: string
  /** The image: an http(s) URL, an `ipfs://` URL or '' for none. */
  value: string
  /** Told the new value: an uploaded image's URL, or what was typed in the link input. */
  onChange: (value: string) => void
  /**
   * Width / height of the image where it is shown: 1 for a logo or a picture, 2 for a wide logo, 3 for a banner.
   * Crops are cut to it; the preview box takes one of those three shapes (a square for any other).
   */
  aspect: number
  /** The preview's alternative text. */
  alt: string
  /** IPFS gateways for an `ipfs://` value, tried in order; default the provider's, else public gateways. */
  gateways?: readonly string[] | undefined
  labels?: Partial<ImageFieldLabels> | undefined
  /** The link input's other attributes (its Field's aria-describedby, aria-invalid, name, required). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type'> | undefined
  inputRef?: Ref<HTMLInputElement> | undefined
  /** Extra class of the preview box (its size in the form). */
  previewClassName?: string | undefined
}
