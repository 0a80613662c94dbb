import path from 'node:path'

/** Where each embedded system listens. The app's defaults (lib/config/schema.ts) point at the same URLs. */
export const demoConfig = {
  host: '127.0.0.1',
  siteUrl: process.env.SITE_URL ?? 'http://localhost:3000',
  ports: {
    idp: Number(process.env.DEMO_IDP_PORT ?? 4001),
    orderSystem: Number(process.env.DEMO_ORDER_SYSTEM_PORT ?? 4002),
    shopServer: Number(process.env.DEMO_SHOP_SERVER_PORT ?? 4003),
    cms: Number(process.env.DEMO_CMS_PORT ?? 4004),
    /** The supplier's side (demo/backoffice): no shop variable points here. */
    backOffice: Number(process.env.DEMO_BACKOFFICE_PORT ?? 4005),
  },
  /** Public base URLs, as the browser and the app see them. */
  urls: {
    idp: process.env.DEMO_IDP_URL ?? `http://localhost:${process.env.DEMO_IDP_PORT ?? 4001}`,
    orderSystem: `http://localhost:${process.env.DEMO_ORDER_SYSTEM_PORT ?? 4002}`,
    shopServer: `http://localhost:${process.env.DEMO_SHOP_SERVER_PORT ?? 4003}`,
    cms: `http://localhost:${process.env.DEMO_CMS_PORT ?? 4004}`,
    backOffice: `http://localhost:${process.env.DEMO_BACKOFFICE_PORT ?? 4005}`,
  },
  dataDir: path.resolve(process.env.DEMO_DATA_DIR ?? '.demo-data'),
  oidcClientId: process.env.OIDC_CLIENT_ID ?? 'boutique-pro',
  products: Number(process.env.DEMO_PRODUCTS ?? 2000),
} as const

export type DemoConfig = typeof demoConfig
