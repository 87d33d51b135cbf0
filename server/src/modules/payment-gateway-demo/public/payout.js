(function () {
  var token = new URLSearchParams(location.search).get('token') || '';
  var summary = document.getElementById('summary');
  var result = document.getElementById('result');
  function setBusy(busy) {
    document.getElementById('paid').disabled = busy;
    document.getElementById('failed').disabled = busy;
  }
  fetch('/pay-demo/api/payout?token=' + encodeURIComponent(token))
    .then(function (r) {
      return r.json();
    })
    .then(function (body) {
      if (!body.success) {
        summary.textContent = body.message;
        return;
      }
      var v = body.value;
      summary.textContent =
        'Pay ' + (v.amountMinor / 100).toFixed(2) + ' ' + v.currency + ' to ' + v.destination;
      setBusy(false);
    })
    .catch(function () {
      summary.textContent = 'Network error, please reload this page.';
    });
  function complete(outcome) {
    fetch('/pay-demo/api/payouts/complete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: token, outcome: outcome }),
    })
      .then(function (r) {
        return r.json();
      })
      .then(function (body) {
        result.textContent = body.success
          ? 'Sent: ' +
            outcome +
            ' (' +
            JSON.stringify(body.value.merchantAnswer.value || body.value.merchantAnswer) +
            ')'
          : body.message;
      });
  }
  document.getElementById('paid').addEventListener('click', function () {
    complete('paid');
  });
  document.getElementById('failed').addEventListener('click', function () {
    complete('failed');
  });
})();
