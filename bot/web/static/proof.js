/* The daily challenge's proof, in the browser: every die of every attempt on the page is dealt
   again from the day's seed with the browser's own Web Crypto, exactly as engine/dice.py's
   PositionalDice deals it, and compared with the die the record shows.

   Die `position` (0-based) of throw `throwNo` of turn `turn` is the first byte below 252 of
   HMAC-SHA256(key: the seed, message: "yamb-daily:<turn>:<throwNo>:<position>:<block>" in
   UTF-8) for block 0, 1, 2, ...; the face is that byte mod 6, plus 1 (bytes of 252 and above are
   skipped so that every face is equally likely). The commitment is the seed's SHA-256, in hex.

   The page holds the data (<script type="application/json" id="proof-data">): the seed, its
   commitment, and per attempt the throws [turn, throw, positions thrown, faces shown]. Written
   so that Node can load the pure functions too (tests/test_web_daily.py runs them there). */
(function (root, factory) {
  "use strict";
  var proof = factory();
  if (typeof module !== "undefined" && module.exports) {
    module.exports = proof;
  } else {
    root.YambProof = proof;
    if (root.document) {
      proof.start(root.document, root.crypto);
    }
  }
})(typeof globalThis !== "undefined" ? globalThis : this, function () {
  "use strict";

  var LIMIT = 252; // the largest multiple of 6 a byte holds: bytes from it on are skipped
  var encoder = new TextEncoder();

  /* The seed's bytes from its hex; null for anything that is not hex. */
  function bytesOfHex(hex) {
    if (typeof hex !== "string" || hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) {
      return null;
    }
    var bytes = new Uint8Array(hex.length / 2);
    for (var i = 0; i < bytes.length; i++) {
      bytes[i] = parseInt(hex.substr(i * 2, 2), 16);
    }
    return bytes;
  }

  function hexOf(bytes) {
    var view = new Uint8Array(bytes);
    var out = "";
    for (var i = 0; i < view.length; i++) {
      out += (view[i] < 16 ? "0" : "") + view[i].toString(16);
    }
    return out;
  }

  /* The HMAC message of one block of one die (engine/dice.py PositionalDice.die). */
  function dieMessage(turn, throwNo, position, block) {
    return encoder.encode(
      "yamb-daily:" + turn + ":" + throwNo + ":" + position + ":" + block
    );
  }

  /* The face a block's digest gives: its first byte below 252, mod 6, plus 1; 0 if none is. */
  function faceOf(digest) {
    var bytes = new Uint8Array(digest);
    for (var i = 0; i < bytes.length; i++) {
      if (bytes[i] < LIMIT) {
        return (bytes[i] % 6) + 1;
      }
    }
    return 0;
  }

  function isCount(value) {
    return typeof value === "number" && Number.isInteger(value) && value >= 0;
  }

  /* A dealer of the day's dice: `die(turn, throwNo, position)` resolves to the face the seed
     gives there. Everyone's same choices meet the same dice, so each die is dealt once. */
  async function dealer(subtle, seed) {
    var key = await subtle.importKey(
      "raw", seed, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]
    );
    var dealt = new Map();

    async function deal(turn, throwNo, position) {
      for (var block = 0; ; block++) {
        var digest = await subtle.sign("HMAC", key, dieMessage(turn, throwNo, position, block));
        var face = faceOf(digest);
        if (face) {
          return face;
        }
      }
    }

    function die(turn, throwNo, position) {
      if (!isCount(turn) || !isCount(throwNo) || !isCount(position)) {
        return Promise.reject(new Error("not a die's place"));
      }
      var where = turn + ":" + throwNo + ":" + position;
      if (!dealt.has(where)) {
        dealt.set(where, deal(turn, throwNo, position));
      }
      return dealt.get(where);
    }

    return { die: die };
  }

  /* One attempt's throws against the seed: {ok: true}, or {ok: false, first: the first die
     that differs} ({turn, throw, die: 1-based, shown, dealt}; shown null: a throw that is not
     a throw). */
  async function checkThrows(deal, throws) {
    if (!Array.isArray(throws)) {
      return { ok: false, first: null };
    }
    for (var t = 0; t < throws.length; t++) {
      var one = throws[t];
      if (!Array.isArray(one) || one.length !== 4 || !Array.isArray(one[2]) ||
          !Array.isArray(one[3]) || one[2].length !== one[3].length) {
        return { ok: false, first: null };
      }
      var turn = one[0], throwNo = one[1], positions = one[2], faces = one[3];
      var dealtFaces;
      try {
        dealtFaces = await Promise.all(positions.map(function (p) {
          return deal.die(turn, throwNo, p);
        }));
      } catch (error) {
        return { ok: false, first: null };
      }
      for (var i = 0; i < positions.length; i++) {
        if (faces[i] !== dealtFaces[i]) {
          return {
            ok: false,
            first: { turn: turn, "throw": throwNo, die: positions[i] + 1, shown: faces[i],
                     dealt: dealtFaces[i] }
          };
        }
      }
    }
    return { ok: true, first: null };
  }

  async function commitmentOf(subtle, seed) {
    return hexOf(await subtle.digest("SHA-256", seed));
  }

  /* Every attempt of the data against its seed: {commitment: bool, attempts: {key: result}}. */
  async function checkAll(subtle, data) {
    var seed = bytesOfHex(data.seed);
    if (seed === null) {
      var none = {};
      (data.attempts || []).forEach(function (a) { none[a.attempt] = { ok: false, first: null }; });
      return { commitment: false, attempts: none };
    }
    var commitment = (await commitmentOf(subtle, seed)) === String(data.commitment).toLowerCase();
    var deal = await dealer(subtle, seed);
    var results = {};
    await Promise.all((data.attempts || []).map(async function (attempt) {
      results[attempt.attempt] = attempt.broken
        ? { ok: false, first: null, broken: true }
        : await checkThrows(deal, attempt.throws);
    }));
    return { commitment: commitment, attempts: results };
  }

  function fill(text, values) {
    return String(text).replace(/\{(\w+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }

  /* A status cell: its mark, the words a screen reader reads, and why, when it failed. */
  function mark(doc, cell, ok, words, why) {
    cell.setAttribute("data-check", ok ? "ok" : "bad");
    cell.classList.add(ok ? "ok" : "bad");
    cell.textContent = "";
    var sign = doc.createElement("span");
    sign.setAttribute("aria-hidden", "true");
    sign.textContent = ok ? "✓" : "✗";
    var said = doc.createElement("span");
    said.className = "visually-hidden";
    said.textContent = ok ? words.ok : words.bad;
    cell.appendChild(sign);
    cell.appendChild(said);
    if (why) {
      var detail = doc.createElement("span");
      detail.className = "why";
      detail.textContent = why;
      cell.appendChild(detail);
    }
  }

  function why(result, words) {
    if (result.broken) {
      return words.broken;
    }
    if (result.first) {
      var f = result.first;
      return fill(words.differs, { turn: f.turn + 1, "throw": f["throw"], die: f.die,
                                   shown: f.shown, dealt: f.dealt });
    }
    return result.ok ? "" : words.bad;
  }

  async function run(doc, cryptoObject, data, button) {
    var words = data.words || {};
    var summary = doc.getElementById("proof-summary");
    var subtle = cryptoObject && cryptoObject.subtle;
    if (!subtle) { // Web Crypto exists only on https:// pages (and on localhost)
      summary.setAttribute("data-check", "bad");
      summary.textContent = words.no_crypto;
      return;
    }
    button.disabled = true;
    summary.setAttribute("data-check", "pending");
    summary.textContent = words.checking;
    var rows = doc.querySelectorAll("tr[data-attempt]");
    rows.forEach(function (row) {
      var cell = row.querySelector("[data-check]");
      cell.setAttribute("data-check", "pending");
    });
    var found = await checkAll(subtle, data);
    var commitmentCell = doc.getElementById("proof-commitment");
    if (commitmentCell) {
      mark(doc, commitmentCell, found.commitment, words,
           found.commitment ? words.commitment_ok : words.commitment_bad);
    }
    var bad = 0;
    rows.forEach(function (row) {
      var result = found.attempts[row.getAttribute("data-attempt")] || { ok: false, first: null };
      var ok = result.ok && found.commitment;
      if (!ok) {
        bad += 1;
      }
      mark(doc, row.querySelector("[data-check]"), ok, words, ok ? "" : why(result, words));
    });
    var allGood = bad === 0 && found.commitment;
    summary.setAttribute("data-check", allGood ? "ok" : "bad");
    summary.setAttribute("data-bad", String(bad));
    summary.setAttribute("data-count", String(rows.length));
    summary.textContent = allGood
      ? fill(words.all_ok, { count: rows.length })
      : fill(words.some_bad, { bad: bad, count: rows.length }) +
        (found.commitment ? "" : " " + words.commitment_bad);
    button.disabled = false;
  }

  function start(doc, cryptoObject) {
    var begin = function () {
      var button = doc.getElementById("proof-check");
      var holder = doc.getElementById("proof-data");
      if (!button || !holder) {
        return;
      }
      var data = JSON.parse(holder.textContent);
      button.addEventListener("click", function () {
        run(doc, cryptoObject, data, button).catch(function () {
          var summary = doc.getElementById("proof-summary");
          summary.setAttribute("data-check", "bad");
          summary.textContent = (data.words || {}).no_crypto || "";
          button.disabled = false;
        });
      });
    };
    if (doc.readyState === "loading") {
      doc.addEventListener("DOMContentLoaded", begin);
    } else {
      begin();
    }
  }

  return {
    bytesOfHex: bytesOfHex,
    hexOf: hexOf,
    dieMessage: dieMessage,
    faceOf: faceOf,
    dealer: dealer,
    checkThrows: checkThrows,
    commitmentOf: commitmentOf,
    checkAll: checkAll,
    start: start
  };
});
