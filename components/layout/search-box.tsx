import { Autocomplete } from '@/components/search/autocomplete'
import { CompactIcon, SearchIcon } from './icons'
import styles from './site-header.module.css'

/** The header search: a GET form to /search, with suggestions once JavaScript runs. */
export function SearchBox() {
  return <Autocomplete className={styles.search} submitIcon={<CompactIcon icon={<SearchIcon />} />} />
}
