import type { estypes } from '@elastic/elasticsearch'
import { STEM_RULES, STOP_WORDS, WORD_SEPARATOR } from './analysis'
import { SEARCHED_FIELDS } from './relevance'

/**
 * The Elasticsearch index settings and mappings the storefront's queries need (lib/search/queries.ts);
 * `npm run search:index` creates indices with them. The upstream demo mapping leaves `categories` and
 * `variant_attributes` as plain objects and has no `sku.keyword` or `name.sortable`, yet the storefront
 * queries all of them (nested category filter, nested variant-axis aggregations, URL lookup by sku,
 * sort by name). Fields nobody searches are stored but not indexed.
 *
 * Text is analysed as lib/search/analysis.ts does for the local adapter, from the same constants:
 * - `french_light`: words split on anything but letters and digits (so "l’EPI" gives "l", dropped as a
 *   stop word, and "epi"), lower-cased, accents folded, stop words dropped, plural and feminine
 *   endings stemmed by `pattern_replace` filters;
 * - `product_type`: the same, first word only: what a product is ("Gant …" is a gant);
 * - `written_words`: words as written, lower-cased only: the term suggester's dictionary, so a
 *   corrected spelling keeps its accents;
 * - the `folded` normalizer: case and accents folded, for exact references, name prefixes and sorts.
 * Every field of SEARCHED_FIELDS is also copied into `search_text`, the one field whose words a search
 * must all find.
 */

type Property = estypes.MappingProperty

const STEM_FILTERS = STEM_RULES.map((rule, index) => [
  `french_light_stem_${index + 1}`,
  { type: 'pattern_replace' as const, pattern: rule.pattern, replacement: rule.replacement },
])
const FRENCH_LIGHT_FILTERS = [
  'lowercase',
  'asciifolding',
  'french_stop',
  ...STEM_FILTERS.map(([name]) => name as string),
]

export const INDEX_SETTINGS: estypes.IndicesIndexSettings = {
  number_of_shards: 1,
  // The variant inner hits of a search ask for up to 100 variants per product.
  max_inner_result_window: 100,
  analysis: {
    tokenizer: { words: { type: 'pattern', pattern: WORD_SEPARATOR } },
    filter: {
      french_stop: { type: 'stop', stopwords: [...STOP_WORDS] },
      ...Object.fromEntries(STEM_FILTERS),
      first_word: { type: 'limit', max_token_count: 1 },
    },
    normalizer: {
      // Case- and accent-insensitive: "Écran" sorts and matches with "ecran".
      folded: { type: 'custom', filter: ['lowercase', 'asciifolding'] },
    },
    analyzer: {
      french_light: { type: 'custom', char_filter: ['html_strip'], tokenizer: 'words', filter: FRENCH_LIGHT_FILTERS },
      product_type: {
        type: 'custom',
        char_filter: ['html_strip'],
        tokenizer: 'words',
        filter: [...FRENCH_LIGHT_FILTERS, 'first_word'],
      },
      written_words: { type: 'custom', tokenizer: 'words', filter: ['lowercase'] },
      // References keep their dashes, so "VH10234-MAR" stays one token for prefix matching.
      reference: { type: 'custom', tokenizer: 'keyword', filter: ['lowercase', 'asciifolding'] },
    },
  },
}

/** The field every word of a search must be found in. */
export const SEARCH_TEXT_FIELD = 'search_text'

const integer: Property = { type: 'integer' }
const keyword: Property = { type: 'keyword' }
const sortable: Property = { type: 'keyword', normalizer: 'folded' }
const text: Property = { type: 'text', analyzer: 'french_light' }
const notIndexed: Property = { type: 'object', enabled: false }
/** Prices are money: two decimals are exact in a scaled float. */
const money: Property = { type: 'scaled_float', scaling_factor: 100 }

/** Text with an exact `keyword` and a case/accent-folded `sortable`. */
const label: Property = {
  type: 'text',
  analyzer: 'french_light',
  fields: { keyword: { type: 'keyword', ignore_above: 512 }, sortable },
}

/** A name: searched by word, by what it names (`type`), for spelling (`words`), exactly and for sorting. */
const searchableName: Property = {
  type: 'text',
  analyzer: 'french_light',
  fields: {
    keyword: { type: 'keyword', ignore_above: 512 },
    sortable,
    type: { type: 'text', analyzer: 'product_type', search_analyzer: 'french_light' },
    words: { type: 'text', analyzer: 'written_words' },
  },
}

/** Terms, prefix and wildcard on the raw value; `keyword` is the name the shopinvader template queries. */
const reference: Property = {
  type: 'keyword',
  fields: { keyword, sortable, text: { type: 'text', analyzer: 'reference' } },
}

/** A URL slug: exact lookups, collapse and cardinality need a keyword with doc values. */
const slug: Property = { type: 'keyword', fields: { keyword } }

const priceEntry: Property = {
  properties: {
    value: money,
    tax_included: { type: 'boolean' },
    original_value: money,
    discount: { type: 'float' },
    value_untaxed: money,
    value_taxed: money,
    original_value_untaxed: money,
    original_value_taxed: money,
  },
}

const categoryRef: estypes.MappingObjectProperty['properties'] = {
  id: integer,
  name: label,
  level: integer,
  url_key: slug,
  sequence: integer,
}

const universe: Property = { properties: { id: integer, name: label, url_key: slug } }

type Properties = Record<string, Property>

/** `copy_to` on each field path of `paths` (through sub-objects), so its words land in `target` too. */
function copyTo(properties: Properties, paths: readonly string[], target: string): Properties {
  const copied: Properties = { ...properties }
  for (const path of paths) {
    const [head, ...rest] = path.split('.') as [string, ...string[]]
    const property = copied[head] as (Property & { properties?: Properties }) | undefined
    if (!property) throw new Error(`Champ ${path} absent du mapping`)
    copied[head] = (
      rest.length === 0
        ? { ...property, copy_to: target }
        : { ...property, properties: copyTo(property.properties ?? {}, [rest.join('.')], target) }
    ) as Property
  }
  return copied
}

/** `roles` are the price lists known today. */
export function productMappings(roles: readonly string[]): estypes.MappingTypeMapping {
  return {
    // Unknown upstream fields stay in _source without growing the mapping.
    dynamic: false,
    dynamic_templates: [
      { variant_axes: { path_match: 'variant_attributes.*', mapping: { type: 'keyword' } } },
      // A role added later gets the same field types as the roles listed in `properties`.
      { price_discount: { path_match: 'price.*.discount', mapping: { type: 'float' } } },
      { price_amounts_long: { path_match: 'price.*.*', match_mapping_type: 'long', mapping: money } },
      { price_amounts_double: { path_match: 'price.*.*', match_mapping_type: 'double', mapping: money } },
      { warehouse_state: { path_match: 'stock.*.state', mapping: { type: 'keyword' } } },
      { warehouse_qty: { path_match: 'stock.*.qty', mapping: { type: 'float' } } },
    ],
    properties: copyTo(
      {
        [SEARCH_TEXT_FIELD]: text,
        id: integer,
        model: { properties: { name: label } },
        main: { type: 'boolean' },
        name: searchableName,
        short_name: text,
        variant_count: integer,
        sku: reference,
        url_key: slug,
        redirect_url_key: slug,
        sequence: integer,
        short_description: text,
        description: text,
        seo_title: text,
        meta_keywords: text,
        meta_description: text,
        categories: {
          type: 'nested',
          properties: { ...categoryRef, parent: { dynamic: false, properties: categoryRef } },
        },
        univers: universe,
        variant_attributes: {
          type: 'nested',
          dynamic: true,
          properties: {
            taille: keyword,
            couleur: keyword,
            contenance: keyword,
            format: keyword,
            conditionnement: keyword,
          },
        },
        variant_selector: notIndexed,
        size_type: { properties: { name: keyword, attributes: keyword } },
        price: {
          dynamic: true,
          properties: Object.fromEntries(roles.map((role) => [role, priceEntry])),
        },
        stock: {
          dynamic: true,
          properties: { global: { properties: { qty: { type: 'float' }, state: keyword } } },
        },
        product_state: { properties: { code: keyword, name: keyword } },
        images: notIndexed,
        medias: notIndexed,
        technical_doc_url: { type: 'keyword', index: false },
        links: notIndexed,
        brand: { properties: { id: integer, name: label, url_key: slug, sequence: integer } },
        tags: { properties: { id: integer, name: label } },
        // Free-form attribute codes: one field in the mapping whatever the number of codes.
        attributes: { type: 'flattened' },
        structured_attributes: notIndexed,
        picto_usage: {
          properties: {
            code: keyword,
            name: label,
            description: { type: 'text', index: false },
            image: { type: 'keyword', index: false },
          },
        },
        clean: { properties: { code: keyword, name: text } },
        composition: { properties: { name: label, percent: { type: 'float' } } },
        market: keyword,
        ref_partner_1: reference,
        ref_partner_2: reference,
      },
      SEARCHED_FIELDS,
      SEARCH_TEXT_FIELD,
    ),
  }
}

export function categoryMappings(): estypes.MappingTypeMapping {
  return {
    dynamic: false,
    properties: {
      id: integer,
      name: searchableName,
      level: integer,
      sequence: integer,
      url_key: slug,
      redirect_url_key: slug,
      subtitle: text,
      short_description: text,
      description: text,
      seo_title: text,
      meta_keywords: text,
      meta_description: text,
      // Direct parent indexed (children of a category); deeper ancestors only stored.
      parent: { dynamic: false, properties: categoryRef },
      childs: notIndexed,
      children: integer,
      images: notIndexed,
      univers: universe,
    },
  }
}
