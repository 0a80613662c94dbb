import { CONSENT_COOKIE } from './categories'

/** The banner's first layer, rendered on the server (components/consent/first-layer.tsx). */
export const FIRST_LAYER_ID = 'cc-first'

/** Set on `<html>` while the first layer asks; the layer is hidden without it. */
export const ASKING_CLASS = 'cc-asking'

/**
 * Runs while the HTML is parsed, right after the first layer, so the layer paints with the page (it is the
 * largest text of a phone's first screen) and never flashes for a visitor who already chose. It reads what
 * the page cannot know when cached: the visitor's consent cookie and whether the browser is a crawler (the
 * library's own test, docs/product/consent-and-tracking.md#cookie-banner). The layer carries the expected
 * cookie value and the crawler setting, so this text never changes and its hash can be allowed by the
 * policy of the pages that have a nonce (lib/security/headers.ts). A click before the library has loaded
 * is kept in `data-pending`, and answered once it runs (components/consent/cookie-consent.tsx).
 */
export const FIRST_LAYER_SCRIPT = `(function(){var l=document.getElementById(${JSON.stringify(FIRST_LAYER_ID)}),n=navigator;if(!l)return;var chosen=document.cookie.split(/;\\s*/).indexOf(${JSON.stringify(`${CONSENT_COOKIE}=`)}+l.dataset.consent)>=0;var bot=l.dataset.bots!=="show"&&(n.webdriver||/bot|crawl|spider|slurp|teoma/i.test(n.userAgent));if(!chosen&&!bot)document.documentElement.classList.add(${JSON.stringify(ASKING_CLASS)});l.addEventListener("click",function(e){var b=e.target.closest("[data-cc]");if(b&&!l.dataset.ready)l.dataset.pending=b.dataset.cc})})()`
