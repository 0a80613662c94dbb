import type { ConsentTexts } from '@/lib/consent/texts'

/**
 * English texts of the cookie banner (docs/product/consent-and-tracking.md#cookie-banner: the banner exists in French and English, English being the
 * library's default language). They live here rather than in a messages file because the shop loads only
 * messages/fr.json (docs/product/constants.md#locale); typing them as {@link ConsentTexts} keeps both languages in step.
 */
export const consentEn: ConsentTexts = {
  consentModal: {
    label: 'Cookie consent',
    title: 'Your cookie choices',
    description:
      'Équipro uses the cookies the shop needs to work. Others, such as those of embedded videos, are only set with your consent. You can change your mind at any time with the “Manage cookies” link at the bottom of the page.',
    closeLabel: 'Continue without accepting',
  },
  preferencesModal: {
    title: 'Manage cookies',
    introTitle: 'How we use cookies',
    introDescription:
      'Choose the cookie categories you accept. Necessary cookies cannot be turned off: they remember your choice.',
  },
  buttons: {
    accept: 'Accept',
    decline: 'Decline',
    acceptAll: 'Accept all',
    declineAll: 'Decline all',
    manage: 'Manage cookies',
    save: 'Save my choices',
    close: 'Close',
  },
  categories: {
    sh: {
      name: 'Necessary cookies',
      description: 'Required by the site, they remember your cookie choices for one year.',
    },
    functional: {
      name: 'Functional cookies',
      accept: 'Accept functional cookies',
      description:
        'They show content from other sites embedded in our pages, such as videos. Those sites may then set their own cookies.',
    },
  },
  cookieTable: {
    caption: 'Cookies involved',
    name: 'Cookie name',
  },
  unsaved: {
    message: 'You have unsaved settings',
    save: 'Save',
    discard: 'Close without saving',
  },
  frame: {
    blocked: 'To see this, please enable functional cookies',
    enable: 'Manage cookies',
  },
}
