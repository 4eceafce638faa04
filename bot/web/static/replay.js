/* The game replay: moves through the steps embedded in the page as data (bot/web/replay.py
   describes it). The page as served shows the last step; this redraws the step asked for by
   the buttons, the slider, the keys (← → Home End) or the address (#42). Everything taken from
   the data goes in as text (textContent), never as markup. */
(function () {
  "use strict";
  var source = document.getElementById("replay-data");
  var controls = document.getElementById("replay-controls");
  if (!source || !controls) {
    return;
  }
  var data = JSON.parse(source.textContent);
  var steps = data.steps;
  var last = steps.length - 1;
  var columns = data.columns;
  var words = data.words;
  var slider = document.getElementById("replay-step");
  var count = document.getElementById("replay-count");
  var what = document.getElementById("replay-what");
  var status = document.getElementById("replay-status");
  var diceBox = document.getElementById("replay-dice");
  var held = document.getElementById("replay-held");
  var log = document.getElementById("replay-log");
  var moves = log ? log.children : [];
  var tables = [];
  var sheets = 0;
  while (document.getElementById("sheet-" + sheets)) {
    tables.push(document.getElementById("sheet-" + sheets));
    sheets += 1;
  }
  var FACES = "⚀⚁⚂⚃⚄⚅";

  // the body rows of a sheet table: an engine row's, the computed lines', the one-throw bonus'
  var rowLine = [];
  var sumLines = [];
  var bonusLine = -1;
  data.lines.forEach(function (row, line) {
    if (row >= 0) {
      rowLine[row] = line;
    } else if (row === -1) {
      sumLines.push(line);
    } else {
      bonusLine = line;
    }
  });
  var rows = rowLine.length;

  function fill(template, values) {
    // a function as the replacement: a "$&" in a value stays as it is
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }

  function signed(value) {
    return value < 0 ? "\u2212" + String(-value) : String(value);
  }

  // The game at step n: every step's changes from the start up to n (a few thousand at most).
  function stateAt(n) {
    var state = {
      cells: [], sums: [], totals: [], bonuses: [], now: {}, dice: [], status: "", live: []
    };
    var s;
    for (s = 0; s < sheets; s += 1) {
      state.cells.push(new Array(rows * columns).fill(null));
    }
    for (var i = 0; i <= n; i += 1) {
      var step = steps[i];
      if (step.d) { state.dice = step.d; }
      if (step.s !== undefined) { state.status = step.s; }
      if (step.p) { state.live = step.p; }
      (step.c || []).forEach(function (change) {
        state.cells[change[0]][change[1]] = change[2];
      });
      (step.m || []).forEach(function (sums) {
        state.sums[sums[0]] = sums[1].split(",");
        state.totals[sums[0]] = sums[2];
        state.bonuses[sums[0]] = sums[3];
      });
    }
    var shown = steps[n];
    (shown.c || []).forEach(function (change) {
      state.now[change[0] + ":" + change[1]] = true;
    });
    state.kept = shown.k || [];
    state.held = shown.h || [];
    state.called = shown.a || null;
    return state;
  }

  function setClass(element, name, on) {
    if (element.classList.contains(name) !== on) {
      element.classList.toggle(name, on);
    }
  }

  function showCell(td, value) {
    var key = value === null ? "" : String(value);
    if (td.getAttribute("data-v") === key) {
      return;
    }
    td.setAttribute("data-v", key);
    td.textContent = "";
    setClass(td, "x", value === 0);
    if (value === 0) {
      var mark = document.createElement("span");
      mark.setAttribute("aria-hidden", "true");
      mark.textContent = "✗";
      var word = document.createElement("span");
      word.className = "visually-hidden";
      word.textContent = words.crossed;
      td.appendChild(mark);
      td.appendChild(word);
    } else if (value !== null) {
      td.textContent = signed(value);
    }
  }

  function showSheet(s, state) {
    var table = tables[s];
    var body = table.tBodies[0];
    var cells = state.cells[s];
    for (var c = 0; c < columns; c += 1) {
      for (var r = 0; r < rows; r += 1) {
        var index = c * rows + r;
        var td = body.rows[rowLine[r]].cells[c + 1];
        showCell(td, cells[index]);
        setClass(td, "now", state.now[s + ":" + index] === true);
        setClass(td, "called", state.called !== null && state.called[0] === s &&
          state.called[1] === index);
      }
    }
    var sums = state.sums[s] || [];
    sumLines.forEach(function (line, k) {
      for (var c = 0; c < columns; c += 1) {
        var text = sums[k * columns + c] || "";
        var cell = body.rows[line].cells[c + 1];
        var running = text.charAt(0) === "~";
        cell.textContent = running ? text.slice(1) : text;
        setClass(cell, "run", running);
      }
    });
    if (bonusLine >= 0) {
      body.rows[bonusLine].cells[1].textContent = state.bonuses[s] || "";
    }
    var total = table.caption ? table.caption.querySelector(".total") : null;
    if (total) {
      total.textContent = fill(words.total, { n: state.totals[s] || "0" });
    }
    setClass(table, "live", state.live.indexOf(s) >= 0);
  }

  function diceList(faces, kept) {
    var list = document.createElement("ol");
    list.className = "dice";
    faces.forEach(function (face, position) {
      var die = document.createElement("li");
      var glyph = document.createElement("span");
      glyph.className = "face";
      glyph.setAttribute("aria-hidden", "true");
      glyph.textContent = FACES.charAt(face - 1);
      die.appendChild(glyph);
      die.appendChild(document.createTextNode(String(face)));
      if (kept.indexOf(position) >= 0) {
        die.className = "kept";
        var word = document.createElement("span");
        word.className = "visually-hidden";
        word.textContent = " (" + words.kept + ")";
        die.appendChild(word);
      }
      list.appendChild(die);
    });
    return list;
  }

  function showDice(state) {
    var old = diceBox.querySelector("ol.dice");
    var list = diceList(state.dice, state.kept);
    if (old) {
      diceBox.replaceChild(list, old);
    } else {
      diceBox.insertBefore(list, held);
    }
    held.textContent = "";
    state.held.forEach(function (result) {
      var item = document.createElement("li");
      var who = document.createElement("span");
      var name = document.createElement("bdi");
      name.textContent = result[0];
      who.appendChild(name);
      who.appendChild(document.createTextNode(":"));
      item.appendChild(who);
      item.appendChild(diceList(result[1], []));
      held.appendChild(item);
    });
  }

  var current = -1;

  function go(n, keepAddress) {
    n = Math.max(0, Math.min(last, n));
    if (n === current) {
      return;
    }
    current = n;
    var state = stateAt(n);
    var counted = fill(words.step, { step: n, steps: last });
    count.textContent = counted;
    slider.value = String(n);
    slider.setAttribute("aria-valuetext", counted);
    what.textContent = moves[n] ? moves[n].textContent : "";
    status.textContent = state.status;
    showDice(state);
    for (var s = 0; s < sheets; s += 1) {
      showSheet(s, state);
    }
    for (var i = 0; i < moves.length; i += 1) {
      if (i === n) {
        moves[i].setAttribute("aria-current", "step");
      } else if (moves[i].hasAttribute("aria-current")) {
        moves[i].removeAttribute("aria-current");
      }
    }
    if (!keepAddress && location.hash !== "#" + n) {
      history.replaceState(null, "", "#" + n);
    }
  }

  // "#42" opens step 42; anything else (no step, a step out of range, junk) the last step
  function asked() {
    var found = /^#(\d{1,7})$/.exec(location.hash);
    var n = found ? parseInt(found[1], 10) : last;
    return n <= last ? n : last;
  }

  function button(id, move) {
    var element = document.getElementById(id);
    element.addEventListener("click", function () {
      go(move());
    });
  }

  button("replay-first", function () { return 0; });
  button("replay-previous", function () { return current - 1; });
  button("replay-next", function () { return current + 1; });
  button("replay-last", function () { return last; });
  slider.addEventListener("input", function () {
    go(parseInt(slider.value, 10));
  });
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    var target = event.target;
    var tag = target && target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") {
      return; // the slider moves itself with the arrows (and says so with "input")
    }
    if (target.closest && target.closest(".scroll")) {
      return; // a sheet too wide for the screen scrolls with the arrows
    }
    var to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last };
    if (Object.prototype.hasOwnProperty.call(to, event.key)) {
      event.preventDefault();
      go(to[event.key]);
    }
  });
  window.addEventListener("hashchange", function () {
    go(asked(), true);
  });
  controls.hidden = false;
  go(asked(), true);
}());
