import type { GenericBlock as GenericBlockData } from '@/lib/cms/schemas'

/**
 * A block this shop cannot show (docs/product/content.md#unknown-blocks: logged, kept as a generic block). The operator gets the
 * CMS type and the reason in the server log; visitors get an empty placeholder, never the raw fields.
 */
export function GenericBlock({ block }: { block: GenericBlockData }) {
  console.error(
    `[cms] bloc « ${block.sourceComponent} » non affiché (${block.reason === 'unknown' ? 'type inconnu' : 'champs invalides'})`,
    {
      id: block.id,
      sourceComponent: block.sourceComponent,
      reason: block.reason,
      issues: block.issues,
    },
  )
  return <div data-block="generic" data-source-component={block.sourceComponent} hidden />
}
