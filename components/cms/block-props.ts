import type { BlockOf, BlockType } from '@/lib/cms/schemas'

export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>
  /** The block's heading is the page's `h1` (the first block of a page that has no other title). */
  asPageTitle?: boolean
}
