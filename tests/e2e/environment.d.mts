export declare const E2E_ENV: Readonly<Record<string, string>> & {
  PORT: string
  SITE_URL: string
  DEMO_IDP_PORT: string
  DEMO_ORDER_SYSTEM_PORT: string
  DEMO_SHOP_SERVER_PORT: string
  DEMO_CMS_PORT: string
  DEMO_BACKOFFICE_PORT: string
  DEMO_DATA_DIR: string
}
