/*
 * Giftcard Vault's "Buy a gift card" button for any website:
 *   <script src="https://<platform>/embed.js" data-business="<slug>" data-color="#6d28d9" async></script>
 * draws one button where the tag stands; pressing it opens the business's cards and checkout (/embed/<slug>) in a
 * dialog over the page. Everything lives in shadow roots and in this function's scope: no global, no style of the page
 * is touched, and nothing is fetched before the button is pressed. The frame tells the page of each purchase with
 * postMessage({type: 'giftcardvault:purchased', orderId}), sent to this page's origin only.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var slug = script && script.getAttribute('data-business');
  if (!slug || !script.parentNode) return;
  var platform = new URL(script.src).origin;
  var color = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(script.getAttribute('data-color') || '') ? script.getAttribute('data-color') : '#1f2937';

  /** White or near-black text, whichever reads better on the button's colour. */
  function textOn(hex) {
    var full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, '$&$&') : hex;
    var rgb = [1, 3, 5].map(function (at) {
      var c = parseInt(full.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2] > 0.4 ? '#111827' : '#ffffff';
  }

  var font = 'font:600 16px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;';
  var buttonHost = document.createElement('span');
  var buttonRoot = buttonHost.attachShadow({ mode: 'open' });
  buttonRoot.innerHTML =
    '<style>:host{display:inline-block}button{' + font +
    'cursor:pointer;border:0;border-radius:999px;padding:12px 22px;background:' + color + ';color:' + textOn(color) +
    ';box-shadow:0 4px 14px rgba(0,0,0,.18)}button:hover{filter:brightness(1.08)}button:focus-visible{outline:3px solid ' + color +
    ';outline-offset:3px}</style><button type="button">Buy a gift card</button>';
  var button = buttonRoot.querySelector('button');
  script.parentNode.insertBefore(buttonHost, script.nextSibling);

  var overlayHost = null;

  function close() {
    if (!overlayHost) return;
    overlayHost.remove();
    overlayHost = null;
    document.removeEventListener('keydown', onKey, true);
    button.focus();
  }

  function onKey(event) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  }

  function open() {
    if (overlayHost) return;
    overlayHost = document.createElement('div');
    var root = overlayHost.attachShadow({ mode: 'open' });
    root.innerHTML =
      '<style>' +
      '.backdrop{position:fixed;inset:0;z-index:2147483647;background:rgba(17,24,39,.6);display:flex;align-items:center;justify-content:center}' +
      '.panel{display:flex;flex-direction:column;width:min(1000px,calc(100vw - 32px));height:min(820px,calc(100vh - 32px));background:#fff;border-radius:16px;overflow:hidden;box-shadow:0 24px 64px rgba(0,0,0,.35)}' +
      '.bar{display:flex;justify-content:flex-end;padding:6px 8px;border-bottom:1px solid #e5e7eb}' +
      'iframe{border:0;width:100%;flex:1;display:block}' +
      '.close{' + font + 'width:40px;height:40px;border-radius:50%;border:0;cursor:pointer;background:transparent;color:#111827;font-size:26px}' +
      '.close:hover{background:#f3f4f6}' +
      '.close:focus-visible{outline:3px solid ' + color + ';outline-offset:2px}' +
      '@media (max-width:600px){.panel{width:100vw;height:100%;border-radius:0}}' +
      '</style>' +
      '<div class="backdrop"><div class="panel" role="dialog" aria-modal="true" aria-label="Buy a gift card">' +
      '<div class="bar"><button type="button" class="close" aria-label="Close">\u00d7</button></div><iframe title="Gift cards and checkout"></iframe></div></div>';
    var frame = root.querySelector('iframe');
    frame.src = platform + '/embed/' + encodeURIComponent(slug) + '?origin=' + encodeURIComponent(location.origin);
    var closeButton = root.querySelector('.close');
    closeButton.addEventListener('click', close);
    root.querySelector('.backdrop').addEventListener('click', function (event) {
      if (event.target === event.currentTarget) close();
    });
    // Tab stays in the dialog: between the close button and the frame.
    root.querySelector('.panel').addEventListener('keydown', function (event) {
      if (event.key !== 'Tab') return;
      event.preventDefault();
      (root.activeElement === closeButton ? frame : closeButton).focus();
    });
    document.body.appendChild(overlayHost);
    document.addEventListener('keydown', onKey, true);
    closeButton.focus();
  }

  button.addEventListener('click', open);
})();
