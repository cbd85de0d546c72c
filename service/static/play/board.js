// Draws any position the API returns: two rows with stores, a 3- or 4-seat ring, the 4-sided
// board with empty sides, 4x8 Bao (front and back rows), boards whose rows change size between
// rounds, and hollows with owners. It draws only what the position says; it decides nothing.
// @ts-check

/** @typedef {import("./api.js").PositionJson} PositionJson */
/** @typedef {import("./api.js").Place} Place */

/** Seat names used in labels and the log. */
export function seatName(/** @type {number} */ seat, /** @type {number} */ seats) {
  if (seats === 2) return seat === 0 ? "South" : "North";
  return ["South", "East", "North", "West"][seat] || `Seat ${seat + 1}`;
}

/**
 * Where each pit and store goes on the CSS grid, for a board of ``seats`` seats with ``cols``
 * pits per row and ``rows`` rows per seat.
 * @param {number} seats
 * @param {number} cols
 * @param {number} rows
 * @returns {{columns: number, lines: number, pit: (seat: number, pit: number) => [number, number],
 *            store: (seat: number) => [number, number, number], centre: [number, number, number, number]}}
 */
export function layout(seats, cols, rows) {
  if (seats === 2 && rows === 2) {
    // Bao: North's back row on top, then North's front row, South's front row, South's back row.
    // Each seat's row runs from its own left: South's left is the screen's left, North's the right.
    return {
      columns: cols + 2, lines: 4,
      pit: (seat, pit) => {
        const front = pit < cols;
        const column = pit % cols;
        if (seat === 0) return [front ? 3 : 4, column + 2];
        return [front ? 2 : 1, cols - column + 1];
      },
      store: (seat) => (seat === 0 ? [3, cols + 2, 2] : [1, 1, 2]),
      centre: [0, 0, 0, 0],
    };
  }
  if (seats === 2) {
    // South's pits left to right, its store on the right; North's from the right, store on the left.
    return {
      columns: cols + 2, lines: 2,
      pit: (seat, pit) => (seat === 0 ? [2, pit + 2] : [1, cols - pit + 1]),
      store: (seat) => (seat === 0 ? [1, cols + 2, 2] : [1, 1, 2]),
      centre: [0, 0, 0, 0],
    };
  }
  // A ring: South along the bottom (left to right), East up the right side, North along the top
  // (right to left), West down the left side; each store at the corner after its pits.
  const n = cols;
  return {
    columns: n + 2, lines: n + 2,
    pit: (seat, pit) => {
      if (seat === 0) return [n + 2, pit + 2];
      if (seat === 1) return [n + 1 - pit, n + 2];
      if (seat === 2) return [1, n + 1 - pit];
      return [pit + 2, 1];
    },
    store: (seat) => /** @type {[number, number, number]} */ ([[n + 2, n + 2, 1], [1, n + 2, 1], [1, 1, 1], [n + 2, 1, 1]][seat]),
    centre: [2, 2, n, n],
  };
}

/**
 * Renders ``position`` into ``root`` (replacing what was there).
 * @param {HTMLElement} root
 * @param {PositionJson} position
 * @param {{rows: number, playable: Set<string>, labelFor?: (seat: number) => string}} view
 */
export function render(root, position, view) {
  const seats = position.pits.length;
  const cols = Math.max(1, ...position.pits.map((row) => row.length)) / view.rows;
  const grid = layout(seats, Math.max(1, Math.round(cols)), view.rows);
  root.replaceChildren();
  root.dataset.seats = String(seats);
  root.dataset.rows = String(view.rows);
  root.style.setProperty("--columns", String(grid.columns));
  root.style.setProperty("--lines", String(grid.lines));
  const owners = position.owners;
  position.pits.forEach((row, seat) => {
    row.forEach((count, pit) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "pit";
      const [line, column] = grid.pit(seat, pit);
      button.style.gridRow = String(line);
      button.style.gridColumn = String(column);
      button.dataset.seat = String(seat);
      button.dataset.pit = String(pit);
      button.dataset.count = String(count);
      button.textContent = String(count);
      const owner = owners && owners[seat] ? owners[seat][pit] : seat;
      button.classList.add(`owner-${owner}`);
      if (seat === position.to_move) button.classList.add("to-move");
      if (view.playable.has(`${seat}:${pit}`)) button.classList.add("playable");
      const rowName = view.rows === 2 ? (pit < row.length / 2 ? " front row" : " back row") : "";
      const ownerText = owners ? `, owned by ${seatName(owner, seats)}` : "";
      button.setAttribute("aria-label",
        `${seatName(seat, seats)}${rowName} pit ${pit + 1}: ${count} ${count === 1 ? "seed" : "seeds"}${ownerText}` +
        (view.playable.has(`${seat}:${pit}`) ? ", playable" : ""));
      root.append(button);
    });
  });
  position.stores.forEach((count, seat) => {
    const store = document.createElement("div");
    store.className = "store";
    const [line, column, span] = grid.store(seat);
    store.style.gridRow = `${line} / span ${span}`;
    store.style.gridColumn = String(column);
    store.dataset.seat = String(seat);
    store.dataset.count = String(count);
    store.setAttribute("role", "img");
    store.setAttribute("aria-label", `${seatName(seat, seats)} store: ${count} ${count === 1 ? "seed" : "seeds"}`);
    const label = document.createElement("span");
    label.className = "store-name";
    label.textContent = seatName(seat, seats);
    const value = document.createElement("span");
    value.className = "store-count";
    value.textContent = String(count);
    store.append(label, value);
    if (seat === position.to_move && position.status === "playing") store.classList.add("to-move");
    root.append(store);
  });
}

/**
 * The element that shows ``place`` on the board, if drawn.
 * @param {HTMLElement} root
 * @param {Place} place
 * @returns {HTMLElement|null}
 */
export function cell(root, place) {
  if (place.store) return root.querySelector(`.store[data-seat="${place.seat}"]`);
  return root.querySelector(`.pit[data-seat="${place.seat}"][data-pit="${place.pit}"]`);
}

/**
 * Changes the count shown in one cell (during an animation).
 * @param {HTMLElement|null} element
 * @param {number} delta
 * @param {boolean} [absolute]
 */
export function bump(element, delta, absolute = false) {
  if (!element) return;
  const next = absolute ? delta : Number(element.dataset.count || "0") + delta;
  element.dataset.count = String(next);
  const target = element.classList.contains("store") ? element.querySelector(".store-count") : element;
  if (target) target.textContent = String(next);
}
