/** Every visible (and screen-reader) string of {@link ImageField}; pass some or all through `labels` to translate. */
export type ImageFieldLabels = {
  /** The button that opens the file picker (no image yet). */
  choose: string
  /** The same button once there is an image. */
  replace: string
  /** Under the buttons, where the service takes uploads. */
  uploadHint: string
  /** The drop zone while a file is dragged over it. */
  dropHere: string
  /** The preview box with no image. */
  noImage: string
  /** The crop area's name, for assistive tech, and how to use it from the keyboard. */
  cropArea: string
  zoom: string
  /** Uploads the cropped image. */
  upload: string
  cancel: string
  uploading: string
  uploaded: string
  /** A failed upload: the field keeps its previous value. */
  failed: string
  tooLarge: string
  unsupported: string
  /** The file did not open as an image in the browser. */
  unreadable: string
  signedOut: string
  unreachable: string
  refused: string
  retry: string
}

/** English defaults of {@link ImageFieldLabels}. */
export const defaultImageFieldLabels: ImageFieldLabels = {
  choose: 'Choose image',
  replace: 'Replace image',
  uploadHint: 'PNG, JPEG, WebP or GIF, up to 5 MB: choose one, drop it on the picture, or paste a link.',
  dropHere: 'Drop the image here',
  noImage: 'No image yet',
  cropArea: 'Crop area. Arrow keys move the picture, plus and minus zoom.',
  zoom: 'Zoom',
  upload: 'Upload',
  cancel: 'Cancel',
  uploading: 'Uploading…',
  uploaded: 'Image uploaded. Save to keep it.',
  failed: 'The image was not uploaded; the previous one is kept.',
  tooLarge: 'It is larger than 5 MB.',
  unsupported: 'The service takes PNG, JPEG, WebP and GIF images only.',
  unreadable: 'This file does not open as an image.',
  signedOut: 'Your session has ended: sign in again.',
  unreachable: 'The service could not be reached.',
  refused: 'The service refused it.',
  retry: 'Try again',
}
