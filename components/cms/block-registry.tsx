import type { ReactNode } from 'react'
import type { BlockType, CmsBlock, KnownBlock } from '@/lib/cms/schemas'
import type { BlockProps } from './block-props'
import { BannerImageTextBlock } from './blocks/banner-image-text'
import { BannerTextBlock } from './blocks/banner-text'
import { BannerTwoImagesBlock } from './blocks/banner-two-images'
import { BannerVideoBlock } from './blocks/banner-video'
import { BannerVideoTextButtonBlock } from './blocks/banner-video-text-button'
import { CardsBlock } from './blocks/cards'
import { CategoriesListBlock } from './blocks/categories-list'
import { EmbedBlock } from './blocks/embed'
import { GenericBlock } from './blocks/generic'
import { HeroBlock } from './blocks/hero'
import { ImageBannerBlock } from './blocks/image-banner'
import { ProductsBlock } from './blocks/products'
import { ProductsByFourBlock } from './blocks/products-by-four'
import { SliderGridThreeImagesTextBlock } from './blocks/slider-grid-three-images-text'
import { SliderImageTextBlock } from './blocks/slider-image-text'
import { SliderThreeImagesBlock } from './blocks/slider-three-images'
import { SliderTwoImagesBlock } from './blocks/slider-two-images'
import { TextBlock } from './blocks/text'
import { TextImageBlock } from './blocks/text-image'
import { TitleTextBlock } from './blocks/title-text'

type BlockComponent<T extends BlockType> = (props: BlockProps<T>) => ReactNode | Promise<ReactNode>

/** One component per block type (docs/product/content.md#blocks); TypeScript refuses a type left without one. */
export const BLOCK_COMPONENTS: { [T in BlockType]: BlockComponent<T> } = {
  'sections.banner-image-text': BannerImageTextBlock,
  'sections.banner-text': BannerTextBlock,
  'sections.banner-two-images': BannerTwoImagesBlock,
  'sections.banner-video': BannerVideoBlock,
  'sections.banner-video-text-button': BannerVideoTextButtonBlock,
  'sections.cards': CardsBlock,
  'sections.categories-list': CategoriesListBlock,
  'sections.embed': EmbedBlock,
  'sections.hero': HeroBlock,
  'sections.image-banner': ImageBannerBlock,
  'sections.products': ProductsBlock,
  'sections.products-by-four': ProductsByFourBlock,
  'sections.slider-grid-three-images-text': SliderGridThreeImagesTextBlock,
  'sections.slider-image-text': SliderImageTextBlock,
  'sections.slider-three-images': SliderThreeImagesBlock,
  'sections.slider-two-images': SliderTwoImagesBlock,
  'sections.text': TextBlock,
  'sections.text-image': TextImageBlock,
  'sections.title-text': TitleTextBlock,
}

/** Blocks whose heading can stand as the page's `h1` when they open the page. */
const TITLE_BLOCKS: ReadonlySet<string> = new Set(['sections.hero', 'sections.title-text'])

export function providesPageTitle(block: CmsBlock | undefined): boolean {
  return block !== undefined && TITLE_BLOCKS.has(block.__component)
}

/** Renders one CMS block; an unknown or invalid one becomes a logged, empty generic block. */
export function CmsBlockView({ block, asPageTitle }: { block: CmsBlock; asPageTitle?: boolean }) {
  if (block.__component === 'generic') return <GenericBlock block={block} />
  const Component = BLOCK_COMPONENTS[block.__component] as BlockComponent<KnownBlock['__component']>
  return <Component block={block as never} asPageTitle={asPageTitle} />
}
