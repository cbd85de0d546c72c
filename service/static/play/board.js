// A reusable mancala board: `<mancala-board>`, a custom element that draws any position the
// arbiter's API returns and plays a move's events on it as an animation. It decides nothing about
// the rules; it draws what the position says. Usage and API: README.md in this folder.
//
// Geometries: two rows with stores, three rows (Rab'e's 3x6: a middle row shared half and half),
// Bao's and ǁHus's 4x8 (front and back rows), a 3- or 4-seat
// ring, the 4-sided board with empty sides, boards whose rows change size between rounds, and
// hollows with owners. A board of two seats that does not fit its width at 44 CSS px a pit is
// turned a quarter (South's row down the left, North's up the right); a ring that does not fit
// scrolls sideways inside the board, never the page.
// @ts-check

/** @typedef {import("./api.js").PositionJson} PositionJson */
/** @typedef {import("./api.js").Place} Place */
/** @typedef {import("./api.js").GameEvent} GameEvent */

/** The smallest touch target, in CSS px (WCAG 2.5.5). */
export const TARGET = 44;

/** Seat names used in labels and the log. */
export function seatName(/** @type {number} */ seat, /** @type {number} */ seats) {
  if (seats === 2) return seat === 0 ? "South" : "North";
  return ["South", "East", "North", "West"][seat] || `Seat ${seat + 1}`;
}

/**
 * Where each pit and store goes on a CSS grid (1-based lines and columns), for a board of
 * ``seats`` seats with ``cols`` pits per row and ``rows`` rows per seat, drawn across the screen.
 * @param {number} seats
 * @param {number} cols
 * @param {number} rows
 * @returns {{columns: number, lines: number, pit: (seat: number, pit: number) => [number, number],
 *            store: (seat: number) => [number, number, number]}}
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
    };
  }
  if (seats === 2) {
    // South's pits left to right, its store on the right; North's from the right, store on the left.
    return {
      columns: cols + 2, lines: 2,
      pit: (seat, pit) => (seat === 0 ? [2, pit + 2] : [1, cols - pit + 1]),
      store: (seat) => (seat === 0 ? [1, cols + 2, 2] : [1, 1, 2]),
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
  };
}

/**
 * A three-row board (Rab'e, engine/three_row.py): South's outer row at the bottom, North's at the
 * top, the shared middle row between, each seat's half of it on that seat's right. A seat's pits
 * are its outer row (``cols`` pits, from its own left) then its half of the middle row (from the
 * board's edge towards the centre); South's store on the right, North's on the left.
 * @param {number} cols the length of each row
 * @returns {ReturnType<typeof layout>}
 */
export function threeRows(cols) {
  return {
    columns: cols + 2, lines: 3,
    pit: (seat, pit) => {
      if (seat === 0) return pit < cols ? [3, pit + 2] : [2, cols - (pit - cols) + 1];
      return pit < cols ? [1, cols - pit + 1] : [2, pit - cols + 2];
    },
    store: (seat) => (seat === 0 ? [2, cols + 2, 2] : [1, 1, 2]),
  };
}

/**
 * A two-seat board of one row each with the stores above and below the rows instead of at their
 * ends (North's store on top, South's at the bottom): two columns narrower, so that a 2x6 or 2x7
 * board stays horizontal on a 360 px phone. A store's span runs along the columns.
 * @param {number} cols
 * @returns {ReturnType<typeof layout> & {spansColumns: boolean}}
 */
export function stacked(cols) {
  return {
    columns: cols, lines: 4, spansColumns: true,
    pit: (seat, pit) => (seat === 0 ? [3, pit + 1] : [2, cols - pit]),
    store: (seat) => (seat === 0 ? [4, 1, cols] : [1, 1, cols]),
  };
}

/**
 * A long two-seat board of one row each (En Gehé's 2x40) wrapped into bands of ``per`` columns,
 * one under the other: each band holds a stretch of South's row (left to right) with the North
 * pits facing it above, so opposite pits stay opposite; North's store starts the first band, South's
 * ends the last.
 * @param {number} cols
 * @param {number} per pits a band
 * @returns {ReturnType<typeof layout> & {bands: number, rowSizes: string}}
 */
export function wrapped(cols, per) {
  const bands = Math.ceil(cols / per);
  // two lines a band, and a narrow empty line between bands
  const rowSizes = Array.from({ length: 3 * bands - 1 }, (_, i) => (i % 3 === 2 ? "10px" : `minmax(${TARGET}px, auto)`)).join(" ");
  return {
    columns: per + 2, lines: 3 * bands - 1, bands, rowSizes,
    pit: (seat, pit) => {
      const south = seat === 0 ? pit : cols - 1 - pit;  // the South pit this pit faces
      const band = Math.floor(south / per);
      return [3 * band + (seat === 0 ? 2 : 1), (south % per) + 2];
    },
    store: (seat) => (seat === 0 ? [3 * bands - 2, per + 2, 2] : [1, 1, 2]),
  };
}

/**
 * The layout turned a quarter clockwise: line ``l``, column ``c`` of ``lines`` lines goes to
 * line ``c``, column ``lines - l + 1``; a store's span runs along the columns.
 * @param {ReturnType<typeof layout>} grid
 * @returns {ReturnType<typeof layout> & {turned: boolean}}
 */
export function turned(grid) {
  return {
    columns: grid.lines, lines: grid.columns, turned: true,
    pit: (seat, pit) => { const [l, c] = grid.pit(seat, pit); return [c, grid.lines - l + 1]; },
    store: (seat) => { const [l, c, span] = grid.store(seat); return [c, grid.lines - l - span + 2, span]; },
  };
}

/**
 * Renders ``position`` into ``root`` (replacing what was there). ``width``: the room there is,
 * in CSS px; a two-seat board that does not fit it at ``TARGET`` px a cell is turned a quarter.
 * @param {HTMLElement} root
 * @param {PositionJson} position
 * @param {{rows: number, playable: Set<string>, width?: number, reserve?: boolean, middle?: number,
 *          pitName?: (seat: number, pit: number) => string}} view ``reserve``: the stores hold seeds
 *          still to be entered (Bao's namua), not captures; ``middle``: a three-row board's pits of
 *          each seat in the middle row (options.middle_row_pits)
 */
export function render(root, position, view) {
  const seats = position.pits.length;
  const middle = view.middle || 0;
  const cols = (Math.max(1, ...position.pits.map((row) => row.length)) - middle) / view.rows;
  const n = Math.max(1, Math.round(cols));
  const flat = middle ? threeRows(n) : layout(seats, n, view.rows);
  const room = view.width ?? Infinity;
  /** the width of ``columns`` cells of TARGET px, with the grid's 4 px gaps and 6 px padding */
  const width = (/** @type {number} */ columns) => columns * TARGET + (columns - 1) * 4 + 12;
  /** @type {{columns: number, lines: number, pit: (seat: number, pit: number) => [number, number],
   *          store: (seat: number) => [number, number, number], turned: boolean, spansColumns: boolean, shape: string}} */
  let grid = { ...flat, turned: false, spansColumns: false, shape: "flat" };
  if (seats === 2 && width(flat.columns) > room) {
    const per = Math.floor((room - 12 + 4) / (TARGET + 4)) - 2;  // pits a band, beside the two stores
    if (view.rows === 1 && !middle && width(n) <= room) grid = { ...stacked(n), turned: false, shape: "stacked" };
    else if (view.rows === 1 && !middle && n > 10 && per >= 4) {
      const bands = Math.ceil(n / per);
      const band = wrapped(n, Math.ceil(n / bands));
      grid = { ...band, turned: false, spansColumns: false, shape: "wrapped" };
      root.style.gridTemplateRows = band.rowSizes;
    } else grid = { ...turned(flat), spansColumns: true, shape: "turned" };
  }
  if (grid.shape !== "wrapped") root.style.removeProperty("grid-template-rows");
  // cells grow to 3rem where there is room; where the board only fits at 44 px a cell, they stay so
  const roomy = grid.columns * 48 + (grid.columns - 1) * 4 + 12 <= room;
  if (roomy || seats !== 2) root.style.removeProperty("--cell");
  else root.style.setProperty("--cell", `${TARGET}px`);
  root.replaceChildren();
  root.dataset.seats = String(seats);
  root.dataset.rows = String(middle ? 3 : view.rows);
  root.dataset.turned = String(grid.turned);
  root.dataset.shape = grid.shape;
  root.style.setProperty("--columns", String(grid.columns));
  root.style.setProperty("--lines", String(grid.lines));
  const owners = position.owners;
  const ruined = position.ruined;  // refill rounds (D-24): per seat, the pits out of play
  const wegue = position.wegue;  // Qelat: shaped like pits, the seat owning each pit as its wegue, or null
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
      button.append(seedsOf(count));
      const value = document.createElement("span");
      value.className = "pit-count";
      value.textContent = String(count);
      button.append(value);
      const owner = owners && owners[seat] ? owners[seat][pit] : seat;
      button.classList.add(`owner-${owner}`);
      const isPlayable = view.playable.has(`${seat}:${pit}`);
      if (seat === position.to_move) button.classList.add("to-move");
      if (isPlayable) button.classList.add("playable");
      const rowName = view.rows === 2 ? (pit < row.length / 2 ? " front row" : " back row")
        : middle ? (pit < row.length - middle ? " outer row" : " middle row") : "";
      const name = view.pitName ? view.pitName(seat, pit) : `pit ${pit + 1}`;
      const ownerText = owners ? `, owned by ${seatName(owner, seats)}` : "";
      const outOfPlay = Boolean(ruined && ruined[seat] && ruined[seat].includes(pit));
      if (outOfPlay) button.classList.add("ruined");
      const markedBy = wegue && wegue[seat] ? wegue[seat][pit] : null;
      const isWegue = markedBy !== null && markedBy !== undefined;
      if (isWegue) button.classList.add("wegue", `wegue-${markedBy}`);
      button.setAttribute("aria-label",
        `${seatName(seat, seats)}${rowName} ${name}: ${count} ${count === 1 ? "seed" : "seeds"}${ownerText}` +
        (outOfPlay ? ", out of play this round" : "") +
        (isWegue ? `, ${seatName(markedBy, seats)}'s wegue (never sown from)` : "") + (isPlayable ? ", playable" : ""));
      root.append(button);
    });
  });
  position.stores.forEach((count, seat) => {
    const store = document.createElement("div");
    store.className = "store";
    const [line, column, span] = grid.store(seat);
    if (grid.spansColumns) {
      store.style.gridRow = String(line);
      store.style.gridColumn = `${column} / span ${span}`;
    } else {
      store.style.gridRow = `${line} / span ${span}`;
      store.style.gridColumn = String(column);
    }
    store.dataset.seat = String(seat);
    store.dataset.count = String(count);
    store.setAttribute("role", "img");
    const seeds = `${count} ${count === 1 ? "seed" : "seeds"}`;
    const label = document.createElement("span");
    label.className = "store-name";
    const value = document.createElement("span");
    value.className = "store-count";
    value.textContent = String(count);
    if (view.reserve) {
      // Bao's namua: the seeds still to be entered, one a turn, drawn as a reserve beside the board
      store.classList.add("reserve");
      store.setAttribute("aria-label", `${seatName(seat, seats)}'s reserve: ${seeds} still to enter`);
      label.textContent = `${seatName(seat, seats)}'s reserve`;
      const unit = document.createElement("span");
      unit.className = "store-name";
      unit.textContent = "to enter";
      store.append(label, seedsOf(count), value, unit);
    } else {
      store.setAttribute("aria-label", `${seatName(seat, seats)} store: ${seeds}`);
      label.textContent = seatName(seat, seats);
      store.append(label, value);
    }
    if (seat === position.to_move && position.status === "playing") store.classList.add("to-move");
    root.append(store);
  });
}

/** Pits with at most this many seeds draw them (as dots, above the count); fuller pits show the count only. */
export const DRAWN_SEEDS = 12;

/**
 * The seeds of a pit drawn as dots (hidden from screen readers: the label and the count say it).
 * @param {number} count
 */
function seedsOf(count) {
  const seeds = document.createElement("span");
  seeds.className = "seeds";
  seeds.setAttribute("aria-hidden", "true");
  for (let i = 0; i < (count <= DRAWN_SEEDS ? count : 0); i += 1) seeds.append(document.createElement("i"));
  return seeds;
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
  const target = element.querySelector(".store-count, .pit-count");
  if (target) target.textContent = String(next);
  const seeds = element.querySelector(".seeds");
  if (seeds) seeds.replaceWith(seedsOf(next));
}

/** Capture kinds whose seeds are sown on round the board, not put in a store (the API's
 * ``CaptureEvent.kind``: Bao's captures from a kichwa, ǁHus's column captures). */
const SOWN_ON = new Set(["bao", "column"]);

/** @param {number} ms */
function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Plays ``events`` (the API's events of one move) over the board as drawn before the move:
 * pick-ups empty a pit, sowing lights each pit in turn and adds a seed, a capture empties its pits
 * into the capturer's store. ``onEvent`` is told each event as it starts (for a caption).
 * @param {HTMLElement} root
 * @param {GameEvent[]} events
 * @param {{step?: number, onEvent?: (event: GameEvent) => void}} [options]
 */
export async function animate(root, events, options = {}) {
  const step = options.step ?? 90;
  for (const e of events) {
    if (options.onEvent) options.onEvent(e);
    if (e.type === "pickup" || e.type === "relay") {
      const el = cell(root, { seat: e.seat, pit: e.pit });
      el?.classList.add("lifted");
      bump(el, 0, true);
      await pause(step);
    } else if (e.type === "sow") {
      for (const place of e.path) {
        const el = cell(root, place);
        bump(el, 1);
        el?.classList.add("sown");
        await pause(step);
        el?.classList.remove("sown");
      }
    } else if (e.type === "capture") {
      for (const place of e.pits) {
        const el = cell(root, place);
        el?.classList.add("captured");
        bump(el, 0, true);
      }
      if (!SOWN_ON.has(e.kind)) bump(cell(root, { seat: e.by, store: true }), e.count);
      await pause(step * 3);
    } else if (e.type === "extra_turn" || e.type === "game_end" || e.type === "round_end") {
      await pause(step * 3);
    }
  }
}

/**
 * Marks on the drawn board what the last move did: the pit it was played from, and each capture
 * where it happened, with the count taken (a badge) on the capturer's store where the seeds go
 * to a store (Bao's and ǁHus's captured seeds are sown on instead: no badge).
 * @param {HTMLElement} root
 * @param {{seat: number, pit?: number}|null} from
 * @param {GameEvent[]} events
 */
export function mark(root, from, events) {
  if (from && from.pit !== undefined) cell(root, { seat: from.seat, pit: from.pit })?.classList.add("last-move");
  /** @type {Map<number, number>} seeds taken into each seat's store */
  const stored = new Map();
  for (const e of events) {
    if (e.type !== "capture") continue;
    for (const place of e.pits || []) {
      const el = cell(root, place);
      if (!el || el.classList.contains("captured")) continue;
      el.classList.add("captured");
      el.setAttribute("aria-label", `${el.getAttribute("aria-label")}, captured`);
    }
    if (!SOWN_ON.has(e.kind)) stored.set(e.by, (stored.get(e.by) || 0) + Number(e.count || 0));
  }
  for (const [seat, count] of stored) {
    const store = cell(root, { seat, store: true });
    if (!store || !count) continue;
    store.classList.add("captured");
    const badge = document.createElement("span");
    badge.className = "taken";
    badge.textContent = `+${count}`;
    store.append(badge);
    store.setAttribute("aria-label", `${store.getAttribute("aria-label")}, took ${count} this move`);
  }
}

/**
 * ``<mancala-board>``: the functions above as an element. Properties and methods:
 * ``show(position, view)`` draws a position (``view``: ``rows``, ``playable`` "seat:pit" keys,
 * ``pitName``); ``play(events)`` animates a move's events; ``mark(from, events)`` marks the last
 * move and its captures; attribute ``thinking`` shows a "thinking" state. It dispatches
 * ``pit-select`` (``detail``: ``{seat, pit}``) when a pit is chosen by pointer, touch or keyboard.
 */
export class MancalaBoard extends HTMLElement {
  constructor() {
    super();
    /** @type {PositionJson|null} */
    this.position = null;
    /** @type {{rows: number, playable: Set<string>, reserve?: boolean, middle?: number, pitName?: (seat: number, pit: number) => string}} */
    this.view = { rows: 1, playable: new Set() };
    this.grid = document.createElement("div");
    this.grid.className = "board-grid";
    this.addEventListener("click", (event) => {
      const target = /** @type {HTMLElement} */ (event.target);
      const pit = target.closest(".pit");
      if (pit instanceof HTMLElement) {
        this.dispatchEvent(new CustomEvent("pit-select", {
          bubbles: true, detail: { seat: Number(pit.dataset.seat), pit: Number(pit.dataset.pit), element: pit },
        }));
      }
    });
  }

  connectedCallback() {
    if (!this.grid.isConnected) this.append(this.grid);
  }

  /**
   * @param {PositionJson} position
   * @param {{rows: number, playable: Set<string>, reserve?: boolean, middle?: number, pitName?: (seat: number, pit: number) => string}} view
   */
  show(position, view) {
    this.position = position;
    this.view = view;
    this.redraw();
  }

  /** Draws the position again (after a change of width). */
  redraw() {
    if (!this.position) return;
    const width = this.clientWidth || (this.parentElement ? this.parentElement.clientWidth : Infinity);
    render(this.grid, this.position, { ...this.view, width });
    this.dataset.turned = this.grid.dataset.turned || "false";
    this.dataset.shape = this.grid.dataset.shape || "flat";
    this.dataset.seats = this.grid.dataset.seats || "";
  }

  /** @param {GameEvent[]} events @param {{step?: number, onEvent?: (event: GameEvent) => void}} [options] */
  play(events, options) {
    return animate(this.grid, events, options);
  }

  /** @param {{seat: number, pit?: number}|null} from @param {GameEvent[]} events */
  mark(from, events) {
    mark(this.grid, from, events);
  }
}

if (!customElements.get("mancala-board")) customElements.define("mancala-board", MancalaBoard);
