// DemoPay hosted checkout: reads the signed token from the URL, shows how to pay, reports the payer's choice.
(function () {
  var token = new URLSearchParams(location.search).get('token') || '';
  var status = document.getElementById('status');
  var labels = {
    qr: 'Scan with your e-wallet app:',
    reference: 'Bank transfer reference code:',
    'usdt-trc20': 'Send USDT (TRC20) to:',
  };
  function setBusy(busy) {
    document.getElementById('pay').disabled = busy;
    document.getElementById('fail').disabled = busy;
  }
  fetch('/pay-demo/api/checkout?token=' + encodeURIComponent(token))
    .then(function (r) {
      return r.json();
    })
    .then(function (res) {
      if (!res.success) {
        status.textContent = res.message || 'This payment link is not valid';
        setBusy(true);
        return;
      }
      var v = res.value;
      document.getElementById('amount').textContent =
        v.currency + ' ' + (v.amountMinor / 100).toLocaleString('en', { minimumFractionDigits: 2 });
      document.getElementById('method').textContent = labels[v.instructions.kind] || '';
      document.getElementById('instructions').textContent = v.instructions.value;
      setBusy(false);
    })
    .catch(function () {
      status.textContent = 'Network error, please reload this page.';
    });
  function complete(outcome) {
    setBusy(true);
    status.textContent = 'Processing…';
    fetch('/pay-demo/api/checkout/complete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: token, outcome: outcome }),
    })
      .then(function (r) {
        return r.json();
      })
      .then(function (res) {
        status.textContent =
          res.success && res.value.delivered
            ? outcome === 'paid'
              ? 'Payment successful. You can close this page.'
              : 'Payment failed. You can close this page.'
            : 'The merchant could not be notified; please contact support.';
      })
      .catch(function () {
        status.textContent = 'Network error, please try again.';
        setBusy(false);
      });
  }
  document.getElementById('pay').addEventListener('click', function () {
    complete('paid');
  });
  document.getElementById('fail').addEventListener('click', function () {
    complete('failed');
  });
})();
