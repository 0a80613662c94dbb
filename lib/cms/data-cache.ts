/** CMS content is public and edited rarely: Next's data cache keeps each answer for a minute. */
export const CMS_REVALIDATE_SECONDS = 60
