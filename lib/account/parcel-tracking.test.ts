import { describe, expect, it } from 'vitest'
import { trackingUrl } from './parcel-tracking'

const carrier = (code: string | null, name: string) => ({ code, name })

describe('trackingUrl', () => {
  it.each([
    [
      carrier('colissimo', 'Colissimo Entreprise'),
      '6A12345678901',
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    ],
    [
      carrier('chronopost', 'Chronopost 13 h'),
      'XY123456789FR',
      'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=XY123456789FR',
    ],
    [carrier('dpd', 'DPD Predict'), '250012345678', 'https://trace.dpd.fr/fr/trace/250012345678'],
    [carrier('gls', 'GLS Business'), 'ZX98TY12', 'https://gls-group.com/FR/fr/suivi-colis/?match=ZX98TY12'],
    [
      carrier('db_schenker', 'DB Schenker System'),
      '1234567890',
      'https://www.dbschenker.com/app/tracking-public/?refNumber=1234567890',
    ],
  ])('links %o to its tracking page', (c, ref, url) => {
    expect(trackingUrl(c, ref)).toBe(url)
  })

  it('recognises the carrier by its name when the code says nothing', () => {
    expect(trackingUrl(carrier(null, 'DB-Schenker messagerie'), 'R1')).toBe(
      'https://www.dbschenker.com/app/tracking-public/?refNumber=R1',
    )
    expect(trackingUrl(carrier('transporteur-7', 'Colissimo'), 'R2')).toContain('laposte.fr')
  })

  it('encodes the reference so it cannot change the address', () => {
    expect(trackingUrl(carrier('dpd', 'DPD'), ' 12/34?x=1#y ')).toBe(
      'https://trace.dpd.fr/fr/trace/12%2F34%3Fx%3D1%23y',
    )
  })

  it('has no link for an unknown carrier, a missing carrier or a missing reference', () => {
    expect(trackingUrl(carrier('relais', 'Point relais'), '6A123')).toBeNull()
    expect(trackingUrl(null, '6A123')).toBeNull()
    expect(trackingUrl(carrier('colissimo', 'Colissimo'), null)).toBeNull()
    expect(trackingUrl(carrier('colissimo', 'Colissimo'), '  ')).toBeNull()
  })
})
