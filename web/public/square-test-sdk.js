/*
 * Test-mode stand-in for Square's Web Payments SDK (https://web.squarecdn.com/v1/square.js).
 * Same surface: Square.payments(applicationId, locationId) -> card(), googlePay(), cashAppPay(), paymentRequest().
 * It never sees a real card: only Square's documented sandbox test values are accepted, and tokenize()
 * returns the sandbox test nonces that the platform's Square emulator understands.
 * Plain script, no dependencies, no eval and no inline style attributes (styles go through CSSOM), so a strict CSP allows it.
 */
(function () {
  'use strict';

  // Square's sandbox test cards (docs: Testing > Sandbox Payments).
  var TEST_CARDS = {
    '4111111111111111': 'VISA',
    '5105105105105100': 'MASTERCARD',
    '6011000000000004': 'DISCOVER',
    '30000000000004': 'DISCOVER_DINERS',
    '3569990010095841': 'JCB',
    '340000000000009': 'AMERICAN_EXPRESS',
    '6222988812340000': 'CHINA_UNIONPAY',
  };
  var DECLINED_CARD = '4000000000000002';
  var NONCES = {
    ok: 'cnon:card-nonce-ok',
    declined: 'cnon:card-nonce-declined',
    cvv: 'cnon:card-nonce-rejected-cvv',
    postal: 'cnon:card-nonce-rejected-postalcode',
    expiration: 'cnon:card-nonce-rejected-expiration',
    googlePay: 'cnon:google-pay-ok', // the emulator's Google Pay token (the Sandbox documents none)
    cashAppOk: 'wnon:cash-app-ok',
    cashAppDeclined: 'wnon:cash-app-declined',
  };

  var FIELD_LABELS = {
    cardNumber: 'Card number',
    expirationDate: 'Expiry (MM/YY)',
    cvv: 'CVV',
    postalCode: 'Postal code',
  };

  var uid = 0;
  function nextId(prefix) {
    uid += 1;
    return 'sq-test-' + prefix + '-' + uid;
  }

  function sdkError(name, message) {
    var error = new Error(message);
    error.name = name;
    return error;
  }

  function resolveTarget(target) {
    var element = typeof target === 'string' ? document.querySelector(target) : target;
    if (!element || element.nodeType !== 1) throw sdkError('ElementNotFoundError', 'Element not found: ' + String(target));
    return element;
  }

  function css(element, styles) {
    for (var key in styles) element.style[key] = styles[key];
    return element;
  }

  function el(tag, attributes, styles) {
    var element = document.createElement(tag);
    for (var key in attributes || {}) element.setAttribute(key, attributes[key]);
    return css(element, styles || {});
  }

  var INPUT_STYLE = {
    width: '100%',
    boxSizing: 'border-box',
    minHeight: '44px',
    padding: '10px 12px',
    borderRadius: '10px',
    border: '1px solid var(--border-strong, #cbc5e0)',
    background: 'var(--bg-elevated, #fff)',
    color: 'var(--text, #17132b)',
    font: 'inherit',
    fontSize: '0.96rem',
  };
  var LABEL_STYLE = { display: 'block', marginBottom: '4px', fontWeight: '600', fontSize: '0.85rem' };
  var ERROR_STYLE = { display: 'block', marginTop: '4px', color: 'var(--danger, #dc2626)', fontSize: '0.8rem', fontWeight: '500' };

  function digitsOf(value) {
    return String(value || '').replace(/\D/g, '');
  }

  function luhnValid(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i += 1) {
      var digit = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return number.length >= 12 && sum % 10 === 0;
  }

  function formatCardNumber(value) {
    return digitsOf(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
  }

  function formatExpiration(value) {
    var digits = digitsOf(value).slice(0, 4);
    return digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
  }

  /** The card's fields, checked as Square's card form would, then mapped to a sandbox nonce. */
  function checkCard(values, now) {
    var errors = [];
    var number = digitsOf(values.cardNumber);
    var expiration = /^(\d{2})\/(\d{2})$/.exec(values.expirationDate);
    var cvv = digitsOf(values.cvv);
    var postal = values.postalCode.trim();
    function fail(field, message) {
      errors.push({ field: field, message: message, type: 'VALIDATION_ERROR' });
    }

    if (!number) fail('cardNumber', 'Card number is required.');
    else if (!luhnValid(number)) fail('cardNumber', 'Card number is not valid.');
    else if (!TEST_CARDS[number] && number !== DECLINED_CARD) fail('cardNumber', 'Test mode accepts only the listed test cards.');

    var month = 0;
    var year = 0;
    if (!values.expirationDate) fail('expirationDate', 'Expiration date is required.');
    else if (!expiration || Number(expiration[1]) < 1 || Number(expiration[1]) > 12) fail('expirationDate', 'Expiration date is not valid.');
    else {
      month = Number(expiration[1]);
      year = 2000 + Number(expiration[2]);
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) fail('expirationDate', 'Expiration date is in the past.');
    }

    var cvvLength = TEST_CARDS[number] === 'AMERICAN_EXPRESS' ? 4 : 3;
    if (!cvv) fail('cvv', 'CVV is required.');
    else if (cvv.length !== cvvLength) fail('cvv', 'CVV is not valid.');

    if (!postal) fail('postalCode', 'Postal code is required.');
    else if (!/^[A-Za-z0-9 -]{3,10}$/.test(postal)) fail('postalCode', 'Postal code is not valid.');

    if (errors.length > 0) return { status: 'Invalid', errors: errors };

    var token = NONCES.ok;
    if (number === DECLINED_CARD) token = NONCES.declined;
    else if (cvv === '911') token = NONCES.cvv;
    else if (postal === '99999') token = NONCES.postal;
    else if (month === 1 && year === 2040) token = NONCES.expiration;
    return {
      status: 'OK',
      token: token,
      details: {
        method: 'Card',
        card: { brand: TEST_CARDS[number] || 'VISA', last4: number.slice(-4), expMonth: month, expYear: year },
        billing: { postalCode: postal },
      },
    };
  }

  /** EventTarget-like listeners, as Square's payment methods offer. */
  function withEvents(target) {
    var listeners = {};
    target.addEventListener = function (type, listener) {
      if (typeof listener !== 'function') throw sdkError('InvalidEventListenerCallbackError', 'The event listener must be a function.');
      (listeners[type] = listeners[type] || []).push(listener);
    };
    target.removeEventListener = function (type, listener) {
      listeners[type] = (listeners[type] || []).filter(function (l) {
        return l !== listener;
      });
    };
    return function emit(type, detail) {
      var event = { type: type, detail: detail };
      (listeners[type] || []).slice().forEach(function (listener) {
        listener(event);
      });
    };
  }

  function createCard() {
    var root = null;
    var inputs = {};
    var errorNodes = {};
    var destroyed = false;
    var card = {};
    var emit = withEvents(card);

    function showErrors(errors) {
      Object.keys(inputs).forEach(function (field) {
        var error = errors.filter(function (e) {
          return e.field === field;
        })[0];
        inputs[field].setAttribute('aria-invalid', error ? 'true' : 'false');
        css(inputs[field], { borderColor: error ? 'var(--danger, #dc2626)' : 'var(--border-strong, #cbc5e0)' });
        errorNodes[field].textContent = error ? error.message : '';
      });
    }

    function field(name, attributes, format) {
      var wrapper = el('div', { class: 'sq-test-card__field' }, { flex: name === 'cardNumber' ? '1 1 100%' : '1 1 120px', minWidth: '0' });
      var id = nextId(name);
      var label = el('label', { for: id }, LABEL_STYLE);
      label.textContent = FIELD_LABELS[name];
      var input = el('input', Object.assign({ id: id, type: 'text', spellcheck: 'false', 'aria-describedby': id + '-error' }, attributes), INPUT_STYLE);
      var error = el('span', { id: id + '-error', class: 'sq-test-card__error' }, ERROR_STYLE);
      input.addEventListener('input', function () {
        if (format) input.value = format(input.value);
        if (input.getAttribute('aria-invalid') === 'true') {
          input.setAttribute('aria-invalid', 'false');
          css(input, { borderColor: 'var(--border-strong, #cbc5e0)' });
          error.textContent = '';
        }
      });
      input.addEventListener('keydown', function (event) {
        if (event.key === 'Enter') emit('submit', { field: name });
      });
      wrapper.appendChild(label);
      wrapper.appendChild(input);
      wrapper.appendChild(error);
      inputs[name] = input;
      errorNodes[name] = error;
      return wrapper;
    }

    card.attach = function (target) {
      if (destroyed) return Promise.reject(sdkError('PaymentMethodAlreadyDestroyedError', 'This card was destroyed.'));
      if (root) return Promise.reject(sdkError('PaymentMethodAlreadyAttachedError', 'This card is already attached.'));
      var container = resolveTarget(target);
      root = el('div', { class: 'sq-test-card', role: 'group', 'aria-label': 'Card details (test mode)' }, { display: 'flex', flexWrap: 'wrap', gap: '12px' });
      root.appendChild(field('cardNumber', { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '4111 1111 1111 1111' }, formatCardNumber));
      root.appendChild(field('expirationDate', { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: 'MM/YY' }, formatExpiration));
      root.appendChild(field('cvv', { inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: '111', maxlength: '4' }, function (v) {
        return digitsOf(v).slice(0, 4);
      }));
      root.appendChild(field('postalCode', { autocomplete: 'postal-code', placeholder: '12345', maxlength: '10' }));
      container.appendChild(root);
      return Promise.resolve();
    };

    card.tokenize = function () {
      if (!root) return Promise.reject(sdkError('PaymentMethodNotAttachedError', 'Attach the card before tokenizing.'));
      var result = checkCard(
        {
          cardNumber: inputs.cardNumber.value,
          expirationDate: inputs.expirationDate.value.trim(),
          cvv: inputs.cvv.value,
          postalCode: inputs.postalCode.value,
        },
        new Date(),
      );
      showErrors(result.errors || []);
      return Promise.resolve(result);
    };

    card.focus = function (name) {
      if (inputs[name]) inputs[name].focus();
      return Promise.resolve(Boolean(inputs[name]));
    };

    card.clear = function () {
      Object.keys(inputs).forEach(function (name) {
        inputs[name].value = '';
      });
      showErrors([]);
    };

    card.destroy = function () {
      if (root && root.parentNode) root.parentNode.removeChild(root);
      root = null;
      destroyed = true;
      return Promise.resolve(true);
    };

    card.configure = function () {
      return Promise.resolve();
    };

    return card;
  }

  function walletButton(label, text, colors) {
    var button = el('button', { type: 'button', 'aria-label': label }, {
      width: '100%',
      minHeight: '46px',
      border: 'none',
      borderRadius: '10px',
      background: colors.background,
      color: colors.color,
      font: 'inherit',
      fontWeight: '700',
      fontSize: '1rem',
      cursor: 'pointer',
    });
    button.textContent = text;
    return button;
  }

  function createGooglePay(paymentRequest) {
    var button = null;
    var googlePay = {};
    withEvents(googlePay);
    googlePay.attach = function (target) {
      if (button) return Promise.reject(sdkError('PaymentMethodAlreadyAttachedError', 'Google Pay is already attached.'));
      button = walletButton('Buy with Google Pay (test mode)', 'Buy with G Pay · test', { background: '#000', color: '#fff' });
      resolveTarget(target).appendChild(button);
      return Promise.resolve();
    };
    // Google's sheet is skipped: the test wallet holds one approved test card.
    googlePay.tokenize = function () {
      return Promise.resolve({
        status: 'OK',
        token: NONCES.googlePay,
        details: { method: 'Google Pay', card: { brand: 'MASTERCARD', last4: '5100' }, amount: paymentRequest.total.amount },
      });
    };
    googlePay.destroy = function () {
      if (button && button.parentNode) button.parentNode.removeChild(button);
      button = null;
      return Promise.resolve(true);
    };
    return googlePay;
  }

  /** Cash App's approval, shown in place of the QR code a buyer scans with Cash App. */
  function openApproval(paymentRequest, onChoice) {
    var returnFocus = document.activeElement;
    var backdrop = el('div', {}, {
      position: 'fixed',
      inset: '0',
      zIndex: '2000',
      display: 'grid',
      placeItems: 'center',
      padding: '16px',
      background: 'rgba(8, 6, 20, 0.6)',
    });
    var titleId = nextId('cash-app-title');
    var panel = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId }, {
      width: '100%',
      maxWidth: '340px',
      boxSizing: 'border-box',
      padding: '22px',
      borderRadius: '16px',
      background: '#fff',
      color: '#111',
      fontFamily: 'inherit',
      textAlign: 'center',
      boxShadow: '0 18px 48px rgba(0,0,0,0.3)',
    });
    var title = el('h2', { id: titleId }, { margin: '0 0 6px', fontSize: '1.15rem' });
    title.textContent = 'Cash App Pay (test mode)';
    var amount = el('p', {}, { margin: '0 0 4px', fontSize: '1.6rem', fontWeight: '800' });
    amount.textContent = '$' + paymentRequest.total.amount;
    var note = el('p', {}, { margin: '0 0 18px', color: '#555', fontSize: '0.9rem' });
    note.textContent = (paymentRequest.total.label || 'Total') + ' · no money moves in test mode';
    var actions = el('div', {}, { display: 'grid', gap: '10px' });
    var approve = walletButton('Approve', 'Approve', { background: '#00d64f', color: '#fff' });
    var decline = walletButton('Decline', 'Decline', { background: '#f1f1f4', color: '#111' });
    actions.appendChild(approve);
    actions.appendChild(decline);
    panel.appendChild(title);
    panel.appendChild(amount);
    panel.appendChild(note);
    panel.appendChild(actions);
    backdrop.appendChild(panel);

    function close(choice) {
      document.removeEventListener('keydown', onKeyDown, true);
      if (backdrop.parentNode) backdrop.parentNode.removeChild(backdrop);
      if (returnFocus && returnFocus.focus) returnFocus.focus();
      if (choice) onChoice(choice);
    }
    // Captured before the page's own handlers: Escape closes only this popup and Tab stays inside it.
    function onKeyDown(event) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        event.preventDefault();
        close(null);
      } else if (event.key === 'Tab') {
        event.stopPropagation();
        event.preventDefault();
        (document.activeElement === approve ? decline : approve).focus();
      }
    }
    approve.addEventListener('click', function () {
      close('approve');
    });
    decline.addEventListener('click', function () {
      close('decline');
    });
    document.addEventListener('keydown', onKeyDown, true);
    document.body.appendChild(backdrop);
    approve.focus();
  }

  function createCashAppPay(paymentRequest, options) {
    if (!options || !options.redirectURL) {
      throw sdkError('CashAppPayMissingRedirectUrlError', 'Cash App Pay requires a redirectURL option.');
    }
    var button = null;
    var cashAppPay = {};
    var emit = withEvents(cashAppPay);
    cashAppPay.attach = function (target) {
      if (button) return Promise.reject(sdkError('PaymentMethodAlreadyAttachedError', 'Cash App Pay is already attached.'));
      button = walletButton('Cash App Pay (test mode)', 'Cash App Pay · test', { background: '#00d64f', color: '#fff' });
      button.addEventListener('click', function () {
        openApproval(paymentRequest, function (choice) {
          var approved = choice === 'approve';
          emit('ontokenization', {
            tokenResult: {
              status: 'OK',
              token: approved ? NONCES.cashAppOk : NONCES.cashAppDeclined,
              details: { method: 'Cash App Pay', cashAppPay: { cashtag: '$testbuyer', referenceId: options.referenceId || null } },
            },
          });
        });
      });
      resolveTarget(target).appendChild(button);
      return Promise.resolve();
    };
    cashAppPay.tokenize = function () {
      return Promise.reject(sdkError('PaymentMethodUnsupportedError', 'Cash App Pay delivers its token through the ontokenization event.'));
    };
    cashAppPay.destroy = function () {
      if (button && button.parentNode) button.parentNode.removeChild(button);
      button = null;
      return Promise.resolve(true);
    };
    return cashAppPay;
  }

  function createPaymentRequest(options) {
    if (!options || !options.total || !/^\d+(\.\d{1,2})?$/.test(String(options.total.amount))) {
      throw sdkError('InvalidPaymentRequestError', 'A payment request needs total.amount as a decimal string such as "5.79".');
    }
    var request = {
      countryCode: options.countryCode || 'US',
      currencyCode: options.currencyCode || 'USD',
      total: { amount: String(options.total.amount), label: options.total.label || 'Total' },
    };
    withEvents(request);
    request.update = function (next) {
      if (next && next.total) request.total = { amount: String(next.total.amount), label: next.total.label || request.total.label };
      return true;
    };
    return request;
  }

  function payments(applicationId, locationId) {
    if (!applicationId || !locationId) {
      throw sdkError('InvalidApplicationIdError', 'Please contact your developer to provide the required parameters to use the Web Payments SDK.');
    }
    if (typeof applicationId !== 'string' || !/^[\w-]+$/.test(applicationId)) {
      throw sdkError('InvalidApplicationIdError', 'The Payment applicationId option is not in the correct format.');
    }
    return {
      card: function () {
        return Promise.resolve(createCard());
      },
      googlePay: function (paymentRequest) {
        return Promise.resolve(createGooglePay(paymentRequest));
      },
      cashAppPay: function (paymentRequest, options) {
        try {
          return Promise.resolve(createCashAppPay(paymentRequest, options));
        } catch (error) {
          return Promise.reject(error);
        }
      },
      paymentRequest: createPaymentRequest,
      setLocale: function () {
        return Promise.resolve();
      },
    };
  }

  window.Square = { payments: payments, testMode: true };
})();
