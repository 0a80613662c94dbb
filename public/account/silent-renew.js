// The identity provider answers the hidden renewal frame here. This does what oidc-client-ts 3's
// UserManager.signinSilentCallback() does (IFrameWindow.notifyParent): hand the answer's URL to the
// page that opened the frame, on our own origin only. Kept static so the frame never boots the shop.
;(function () {
  if (window.parent === window) return
  window.parent.postMessage({ source: 'oidc-client', url: window.location.href, keepOpen: false }, window.location.origin)
})()
