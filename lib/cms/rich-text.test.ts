import { describe, expect, it } from 'vitest'
import { SANITISER_PROBE_HTML } from '@/tests/cms-fixtures'
import { nl2br, sanitizeRichText } from './rich-text'

const CMS = 'http://cms.test/'
const clean = (html: string) => sanitizeRichText(html, CMS)

describe('sanitizeRichText', () => {
  const probe = clean(SANITISER_PROBE_HTML)

  it('defuses every attack of the demo test page', () => {
    expect(probe).not.toMatch(/<script/i)
    expect(probe).not.toMatch(/__cmsXss/)
    expect(probe).not.toMatch(/\son\w+=/i)
    expect(probe).not.toMatch(/href="\s*javascript:/i)
    expect(probe).not.toMatch(/<(iframe|svg|form|input|button|style)\b/i)
    expect(probe).not.toMatch(/style=/i)
  })

  it('keeps the harmless content around the attacks', () => {
    expect(probe).toContain('<h2>Contenu autorisé</h2>')
    expect(probe).toContain('<strong>gras</strong>')
    expect(probe).toContain('<a href="/contact">lien interne</a>')
    expect(probe).toContain('<p>Paragraphe avec un gestionnaire de clic.</p>')
    expect(probe).toContain('<ul><li>Liste conservée</li><li>Deuxième élément</li></ul>')
    // The javascript: link keeps its text but loses its destination.
    expect(probe).toContain('<a>Lien javascript:</a>')
  })

  it('serves relative images from the CMS and drops images from elsewhere', () => {
    expect(probe).toContain('<img src="http://cms.test/images/cms/introuvable.webp" alt="image piégée" />')
    expect(clean('<img src="https://evil.example/x.png" alt="x">')).toBe('')
    expect(clean('<img src="//evil.example/x.png" alt="x">')).toBe('')
    expect(clean('<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="x">')).toBe('')
    expect(clean('<img src="http://cms.test/uploads/a.webp" alt="a" width="10" height="5" class="x">')).toBe(
      '<img src="http://cms.test/uploads/a.webp" alt="a" width="10" height="5" />',
    )
  })

  it('only lets links go to site paths, http(s), mailto: and tel:', () => {
    expect(clean('<a href="https://ex.example/">a</a>')).toBe('<a href="https://ex.example/">a</a>')
    expect(clean('<a href="mailto:dpo@equipro.example">a</a>')).toBe('<a href="mailto:dpo@equipro.example">a</a>')
    expect(clean('<a href="tel:+33472000000">a</a>')).toBe('<a href="tel:+33472000000">a</a>')
    expect(clean('<a href=" JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>')
    expect(clean('<a href="data:text/html,<script>alert(1)</script>">a</a>')).toBe('<a>a</a>')
    expect(clean('<a href="//evil.example">a</a>')).toBe('<a>a</a>')
  })

  it('gives links opening a new tab no handle on the shop', () => {
    expect(clean('<a href="https://inrs.fr/" target="_blank" rel="opener">INRS</a>')).toBe(
      '<a href="https://inrs.fr/" target="_blank" rel="noopener noreferrer">INRS</a>',
    )
    expect(clean('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>')
  })

  it('keeps tables with their header scopes', () => {
    expect(
      clean(
        '<table><thead><tr><th scope="col" onclick="x()">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
      ),
    ).toBe('<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>')
  })
})

describe('nl2br', () => {
  it('turns line breaks into <br>', () => {
    expect(nl2br('Ligne 1\nLigne 2\r\nLigne 3')).toBe('Ligne 1<br>Ligne 2<br>Ligne 3')
  })

  it('escapes everything else', () => {
    expect(nl2br('<script>alert("x")</script>\n<img src=x onerror=alert(1)> & \'')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>&lt;img src=x onerror=alert(1)&gt; &amp; &#39;',
    )
  })
})
