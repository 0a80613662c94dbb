/**
 * Every CMS call, relative to CMS_URL: Strapi v5's REST API names a collection by its plural
 * (`pages`) and a single type by its name (`header-slider`), both under `api/`. A CMS whose content
 * types are named otherwise changes this table only.
 */
export const cmsPaths = {
  pages: 'api/pages',
  headerSlider: 'api/header-slider',
} as const
