import { describe, expect, it } from 'vitest'
import { VIDEOS } from './videos'

describe('demo videos', () => {
  it.each(Object.entries(VIDEOS))('%s loops without a jump: the frame after the last is the first', (_, spec) => {
    expect(spec.draw(1, spec.width, spec.height)).toBe(spec.draw(0, spec.width, spec.height))
    expect(spec.draw(0.5, spec.width, spec.height)).not.toBe(spec.draw(0, spec.width, spec.height))
  })

  it('comes in a landscape and a portrait cut of each scene', () => {
    expect(VIDEOS.deliveryDesktop.width).toBeGreaterThan(VIDEOS.deliveryDesktop.height)
    expect(VIDEOS.deliveryMobile.width).toBeLessThan(VIDEOS.deliveryMobile.height)
    expect(VIDEOS.worksiteDesktop.width).toBeGreaterThan(VIDEOS.worksiteDesktop.height)
    expect(VIDEOS.worksiteMobile.width).toBeLessThan(VIDEOS.worksiteMobile.height)
  })
})
