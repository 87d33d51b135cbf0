// Recomputes a round in the browser with WebCrypto: the same maths as the vendor server.
(function () {
  var SYMBOLS = ['7', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'];
  var enc = new TextEncoder();
  function hex(buf) {
    return Array.from(new Uint8Array(buf))
      .map(function (b) {
        return b.toString(16).padStart(2, '0');
      })
      .join('');
  }
  document.getElementById('form').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var seed = document.getElementById('serverSeed').value.trim();
    var msg = document.getElementById('clientSeed').value + ':' + document.getElementById('nonce').value;
    Promise.all([
      crypto.subtle.digest('SHA-256', enc.encode(seed)),
      crypto.subtle
        .importKey('raw', enc.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
        .then(function (key) {
          return crypto.subtle.sign('HMAC', key, enc.encode(msg));
        }),
    ]).then(function (r) {
      var view = new DataView(r[1]);
      var unit = function (o) {
        return view.getUint32(o) / 4294967296;
      };
      var roll = Math.floor(unit(0) * 10000) / 100;
      var reels = [0, 4, 8].map(function (o) {
        return SYMBOLS[Math.floor(unit(o) * 6)];
      });
      document.getElementById('out').textContent =
        'SHA-256(server seed): ' +
        hex(r[0]) +
        '\nHMAC: ' +
        hex(r[1]) +
        '\nDice roll: ' +
        roll.toFixed(2) +
        '\nSlot reels: ' +
        reels.join(' | ');
    });
  });
})();
