'use client'
import { useMemo } from 'react'
import type { DyNft } from '../../../core/schemas/nft.js'
import { defaultDyNftCardLabels, type DyNftCardLabels } from '../DyNftCard/DyNftCardLabels.js'
import { NftCardView } from '../DyNftCard/NftCardView.js'
import type { HeadingLevel } from '../internal/Heading.js'
import { useLabels } from '../internal/useLabels.js'
import type { ThemeEditorLabels } from './ThemeEditorLabels.js'
import { themeColorFields, themeImageFields, themeLevel, usableValue, type ThemeValues } from './themeValues.js'

type ThemePreviewProps = { values: ThemeValues; labels: ThemeEditorLabels; gateways: readonly string[] | undefined; headingLevel: HeadingLevel; id: string }

/**
 * The NFT card as a member at the theme's level will see it, drawn by the card's own view from the form's values
 * on every keystroke. Only pictures and colours the service would take reach it; the others leave the card's default.
 */
export function ThemePreview({ values, labels, gateways, headingLevel, id }: ThemePreviewProps) {
  const level = themeLevel(values.level)
  const nft = useMemo<DyNft>(() => {
    const theme: Record<string, unknown> = { title: values.title.trim() }
    for (const field of [...themeImageFields, ...themeColorFields]) theme[field] = usableValue(field, values[field]) ?? ''
    const price = values.price.trim()
    return {
      id: 'preview',
      tokenId: '1',
      entityID: '',
      owner: '',
      name: '',
      description: '',
      image: '',
      level,
      title: values.title.trim(),
      theme,
      attributes: price === '' ? [] : [{ trait_type: labels.field.price, value: price }],
    }
  }, [values, level, labels.field.price])
  const localCardLabels = useLabels('DyNftCard', defaultDyNftCardLabels, undefined)
  const cardLabels = useMemo<DyNftCardLabels>(
    () => ({ ...localCardLabels, level: labels.level, logoAlt: labels.logoAlt, untitled: labels.untitled, trait: (name) => name }),
    [localCardLabels, labels],
  )
  return (
    <section className="ek-theme-editor__preview" aria-labelledby={id} data-level={level}>
      <p id={id} className="ek-theme-editor__preview-title ek-muted">
        {labels.preview}
      </p>
      <div className="ek-theme-editor__card">
        <NftCardView nft={nft} gateways={gateways} labels={cardLabels} headingLevel={headingLevel} chain={undefined} locale={undefined} />
      </div>
    </section>
  )
}
