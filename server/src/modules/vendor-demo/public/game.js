// Demo vendor game client: talks only to the vendor's own API (/vendor-demo/api/*); the vendor
// server talks to the platform's wallet. After each round the balance goes to the parent page.
(function () {
  var q = new URLSearchParams(location.search);
  // The launch ticket opens the game once: take it out of the address bar (and of history) straight away.
  var ticket = q.get('ticket') || '';
  if (ticket && window.history && window.history.replaceState) {
    var rest = new URLSearchParams(location.search);
    rest.delete('ticket');
    window.history.replaceState(null, '', location.pathname + '?' + rest.toString());
  }
  var kind = q.get('kind') === 'dice' ? 'dice' : 'slot';
  var session = null;
  var $ = function (id) {
    return document.getElementById(id);
  };

  function post(path, body) {
    return fetch('/vendor-demo/api/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (r) {
      return r.json().then(function (data) {
        if (!r.ok || data.success === false) throw new Error(data.message || 'Request failed');
        return data.value;
      });
    });
  }

  function tellParent(balance) {
    if (window.parent === window || session.trial) return;
    window.parent.postMessage(
      { type: 'wallet:balance', balance: Number(balance), currency: session.currency },
      location.origin,
    );
  }

  function showSession(s) {
    $('hash').textContent = s.serverSeedHash;
    $('clientSeed').value = s.clientSeed;
    $('nonce').textContent = String(s.nonce);
  }

  function payout() {
    var t = Number($('target').value) || 50;
    $('payout').textContent = 'Pays ×' + (99 / t).toFixed(4);
  }

  function play() {
    $('play').disabled = true;
    $('error').textContent = '';
    post('round', {
      sessionId: session.sessionId,
      bet: Number($('bet').value).toFixed(2),
      clientSeed: $('clientSeed').value || undefined,
      target: kind === 'dice' ? Number($('target').value) : undefined,
    })
      .then(function (r) {
        if (r.reels) {
          var spans = $('reels').querySelectorAll('span');
          r.reels.forEach(function (s, i) {
            if (spans[i]) spans[i].textContent = s;
          });
        } else {
          $('roll').textContent = r.roll.toFixed(2);
        }
        $('nonce').textContent = String(r.nonce);
        $('balance').textContent = r.balance;
        $('result').textContent = Number(r.win) > 0 ? 'You win ' + r.win : 'No win';
        tellParent(r.balance);
      })
      .catch(function (e) {
        $('error').textContent = e.message;
      })
      .then(function () {
        $('play').disabled = false;
      });
  }

  function rotate() {
    post('rotate', { sessionId: session.sessionId })
      .then(function (r) {
        $('revealed').hidden = false;
        $('revealed').textContent =
          'Revealed server seed: ' +
          r.revealed.serverSeed +
          '\nHash: ' +
          r.revealed.serverSeedHash +
          '\nClient seed: ' +
          r.revealed.clientSeed +
          '\nRounds (nonces 1..' +
          r.revealed.lastNonce +
          ')';
        $('hash').textContent = r.next.serverSeedHash;
        $('nonce').textContent = '0';
      })
      .catch(function (e) {
        $('error').textContent = e.message;
      });
  }

  // The platform sends the game's name; the id is only a fallback for an old launch URL.
  $('title').textContent = q.get('name') || q.get('game') || 'Demo game';
  document.title = $('title').textContent;
  $('mode').textContent = q.get('mode') === 'trial' ? 'Trial (play money)' : 'Real money';
  $(kind === 'dice' ? 'dice' : 'reels').hidden = false;
  $('play').textContent = kind === 'dice' ? 'Roll' : 'Spin';
  $('target').addEventListener('input', payout);
  payout();
  $('play').addEventListener('click', play);
  $('rotate').addEventListener('click', rotate);

  post('session', { ticket: ticket, game: q.get('game') || '', kind: kind, mode: q.get('mode') || 'real' })
    .then(function (s) {
      session = s;
      showSession(s);
      $('balance').textContent = s.balance;
      $('currency').textContent = s.currency;
      // Both start disabled in play.html: they need the session (and a click before this script ran would be lost).
      $('play').disabled = false;
      $('rotate').disabled = false;
    })
    .catch(function (e) {
      $('error').textContent = e.message;
    });
})();
