import { IntentLink } from '@/components/navigation/intent-link'
import { categoryHref } from '@/lib/catalogue/paths'
import type { CategoryRef } from '@/lib/search/documents'
import styles from './catalogue.module.css'

/** Nested lists of categories, as upstream nests them in `childs`. */
export function CategoryTree({ categories, root = true }: { categories: CategoryRef[]; root?: boolean }) {
  const linked = categories.filter((category) => category.url_key)
  if (linked.length === 0) return null
  return (
    <ul className={root ? styles.tree : undefined}>
      {linked.map((category) => (
        <li key={category.id}>
          <IntentLink href={categoryHref(category)}>{category.name}</IntentLink>
          {category.childs && <CategoryTree categories={category.childs} root={false} />}
        </li>
      ))}
    </ul>
  )
}
