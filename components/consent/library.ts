/*
 * vanilla-cookieconsent with its styles, imported only by runtime.ts once the visitor needs it
 * (docs/adr/0033-consent-library-on-the-visitors-first-gesture.md): its 35 kB of CSS is for the preferences
 * modal and the library's own hidden layer, so it comes with the code rather than in every page's
 * render-blocking CSS, which the server-rendered first layer does not need
 * (docs/adr/0022-render-blocking-css-of-one-page.md).
 */
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './cookie-consent.css'

import * as CookieConsent from 'vanilla-cookieconsent'

export default CookieConsent
