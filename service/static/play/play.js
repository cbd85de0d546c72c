// The playground's controller: a game is a start answer plus the answers of every move played;
// undo and redo move a cursor along that list. The board, the log and the animations are drawn
// from the API's answers (positions and events) only.
// @ts-check

import * as api from "./api.js";
import { MancalaBoard, seatName } from "./board.js";
import { renderMarkdown } from "./markdown.js";
import { OptionsPanel } from "./options.js";

/** @typedef {import("./api.js").GameResponse} GameResponse */
/** @typedef {import("./api.js").MoveJson} MoveJson */
/** @typedef {import("./api.js").GameEvent} GameEvent */

/**
 * @typedef {{variant: string, options: Record<string, any>, firstPlayer: number,
 *            frames: GameResponse[], cursor: number, doc: any, rows: number, reserve: boolean, middle: number}} Game
 * ``options``: the options asked for (a variation by its name), which the panel shows and the
 * record keeps; each answer carries the options the server resolved them into.
 */

/** @param {string} id */
function byId(id) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`missing #${id}`);
  return element;
}

const boardEl = /** @type {MancalaBoard} */ (byId("board"));
const statusEl = byId("status");
const problemEl = byId("problem");
const logEl = byId("log");
const choiceEl = byId("choices");
const variantSelect = /** @type {HTMLSelectElement} */ (byId("variant"));
const opponentSelect = /** @type {HTMLSelectElement} */ (byId("opponent"));
const firstSelect = /** @type {HTMLSelectElement} */ (byId("first-player"));
const recordEl = /** @type {HTMLTextAreaElement} */ (byId("record"));
const lastMoveEl = byId("last-move");
const panel = new OptionsPanel(
  { options: byId("options"), variations: byId("variations"), players: byId("players"), advanced: byId("advanced-options") },
  () => noteSettings());

/** The game's notation for each move played (from the server's game record), by frame index. */
/** @type {string[]} */
let notation = [];

/** @type {Game|null} */
let game = null;
/** @type {Array<{pit: number, directions: string[], needs: string[]}>} */
let choices = [];
let busy = false;
let thinking = false;
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

/** The answer the board shows now. */
function current() {
  if (!game) throw new Error("no game");
  return game.frames[game.cursor];
}

/** @param {string} text */
function showProblem(text) {
  problemEl.textContent = text;
  delete problemEl.dataset.code;
  problemEl.title = "";
  problemEl.hidden = !text;
}

/** A refusal in the player's words (the variant document's message for its code); the code
 * itself stays in ``data-code`` for scripts and tests, the server's detail in the tooltip. */
/** @param {unknown} error */
function reportError(error) {
  if (error instanceof api.ApiProblem) {
    const p = error.problem;
    const code = p.reason || p.code || "refused";
    const messages = game ? game.doc.messages || {} : panel.doc ? panel.doc.messages || {} : {};
    const text = messages[code] || messages[p.code || ""] || p.title || "That was refused.";
    problemEl.replaceChildren();
    const words = document.createElement("span");
    words.className = "message";
    words.textContent = text;
    problemEl.append(words);
    problemEl.dataset.code = code;
    problemEl.title = p.detail || "";
    problemEl.hidden = false;
  } else {
    showProblem(`Something went wrong: ${String(error)}`);
  }
}

/** Why a game or a round ended, as a clause (the API's reason codes, e.g. ``side_empty``). */
const ENDINGS = /** @type {Record<string, string>} */ ({
  side_empty: "a side ran out of seeds", majority: "more than half the seeds were captured",
  cannot_feed: "no move could give the opponent seeds", repetition: "the same position came back",
  move_limit: "the move limit was reached", agreement: "the players agreed to end it", no_moves: "no move was left",
  no_move: "no move was left", cannot_move: "a player could not move", empty_front_row: "a front row was emptied",
  front_row_empty: "a front row was emptied", match: "the match is decided", match_won: "a player cannot fill a pit any more",
  max_rounds: "the last round was played", round_tie: "the round was a tie", cleared: "a player cleared their pits",
  board_empty: "the board is empty", no_seeds: "a player has no seeds", singles_only: "only single seeds were left",
  void: "neither player could move: the game is void, to be played again",
  last_seeds: "the last seeds were taken", only_grand_slams: "every move left was a grand slam",
  grand_slam_remaining: "the seeds left went to the opponent", too_few_seeds: "too few seeds were left",
});

/** @param {string} reason */
function endingText(reason) {
  return ENDINGS[reason] || String(reason).replace(/_/g, " ");
}

/** "South wins 30–18" / "a draw, 24–24" / "South and North share the win" from scores and winners. */
/** @param {number[]} scores @param {number[]} winners @param {number} seats */
function resultText(scores, winners, seats) {
  const score = scores.join("–");
  if (winners.length === 1) return `${seatName(winners[0], seats)} wins ${score}`;
  if (winners.length > 1 && winners.length < seats) return `${winners.map((w) => seatName(w, seats)).join(" and ")} share the win, ${score}`;
  return `a draw, ${score}`;
}

/** @param {number[]} scores */
function winnersOf(scores) {
  const best = Math.max(...scores);
  return scores.map((s, i) => [s, i]).filter(([s]) => s === best).map(([, i]) => i);
}

/** Pit numbers as a player counts them: "6 and 7", "5, 6 and 7". */
/** @param {number[]} pits */
function pitList(pits) {
  const names = pits.map((p) => String(p + 1));
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names.join("");
}

/** A refill round's start (Pallanguzhi's match): how the pits were filled and which are out of play. */
/** @param {GameEvent} e @param {number} seats @param {number} size seeds a pit */
function refillText(e, seats, size) {
  const parts = [`Round ${e.round}: each player fills their pits from the left, ${size} seeds a pit, from their store`];
  const out = (e.ruined || []).map((/** @type {number[]} */ pits, /** @type {number} */ seat) =>
    pits.length ? `${seatName(seat, seats)}'s pit${pits.length > 1 ? "s" : ""} ${pitList(pits)}` : "").filter(Boolean);
  if (out.length) parts.push(`too few seeds to fill ${out.join(" and ")}: out of play this round (hatched)`);
  else parts.push("every pit is filled");
  return parts.join("; ") + ".";
}

/** @param {MoveJson} move @param {number} [index] the frame the move led to */
function moveText(move, index) {
  if (move.type === "propose_end") return "proposes ending the game";
  if (move.type === "accept_end") return "accepts ending the game";
  if (index !== undefined && notation[index]) return notation[index];
  if (move.type === "arrange") return `arranges ${move.seeds.join("-")}`;
  if (move.type === "choose_hollows") return `chooses pits ${pitList(move.hollows)}`;
  if (move.type === "stop") return "stops here";
  if (move.type === "continue") return "sows on";
  let text = `${move.type === "take" ? "takes pit" : "pit"} ${(move.pit ?? 0) + 1}`;
  if (move.side !== undefined) text += ` of ${seatName(move.side, current().position.pits.length)}`;
  if (move.direction) text += move.direction === "cw" ? " clockwise" : " anticlockwise";
  if (move.safari) text += ", stopping in the house";
  return text;
}

/** The seeds a pit starts a refill round with. */
function seedsPerPit() {
  if (!game) return 0;
  const spec = game.doc.options.find((/** @type {any} */ o) => o.name === "seeds_per_pit");
  return Number(game.frames[0].options.seeds_per_pit ?? (spec ? spec.default : 0));
}

/** @param {GameEvent[]} events @param {number} seats */
function eventsText(events, seats) {
  const parts = [];
  for (const e of events) {
    if (e.type === "capture") parts.push(`captures ${e.count}`);
    else if (e.type === "extra_turn") parts.push("extra turn");
    else if (e.type === "relay") parts.push("relay");
    else if (e.type === "relay_stopped") parts.push("stops in the pit");
    else if (e.type === "pass") parts.push(`${seatName(e.seat, seats)} passes`);
    else if (e.type === "round_end") {
      const scores = e.scores || [];
      parts.push(`round ${e.round} is over, ${endingText(e.reason)}: ${resultText(scores, winnersOf(scores), seats)}`);
    } else if (e.type === "pits_ruined") parts.push(refillText(e, seats, seedsPerPit()).replace(/\.$/, ""));
    else if (e.type === "game_end") parts.push(`game over: ${endingText(e.reason)}`);
    else if (e.type === "capture_nullified") parts.push("grand slam: no capture");
    else if (e.type === "turn_truncated") parts.push("the turn is cut short");
    else if (e.type === "end_agreed") parts.push("the game ends by agreement");
    else if (e.type === "end_declined") parts.push("the proposal to end is declined");
  }
  const taken = events.filter((e) => e.type === "capture").reduce((sum, e) => sum + Number(e.count || 0), 0);
  const rest = parts.filter((p) => !p.startsWith("captures "));
  if (taken) rest.unshift(`captures ${taken}`);
  return [...new Set(rest)].join("; ");
}

/** Which cells have a legal move: "seat:pit". */
function playable() {
  const frame = current();
  const set = new Set();
  for (const m of frame.legal_moves) {
    if (m.pit === undefined) continue;
    set.add(`${m.side ?? frame.position.to_move}:${m.pit}`);
  }
  return set;
}

/** The opening phases in player words (the API's ``phase``). */
const PHASES = /** @type {Record<string, string>} */ ({
  arrange: "arrange your seeds", choose_hollows: "choose your pits",
  take: "take one of your opponent's pits",
  relay_choice: "stop in this pit or sow on",
});

function outcomeText() {
  const frame = current();
  const pos = frame.position;
  const seats = pos.pits.length;
  if (pos.status !== "playing" && pos.outcome) {
    const result = resultText(pos.outcome.scores || pos.stores, pos.outcome.winners || [], seats);
    return `Game over: ${result.charAt(0).toUpperCase()}${result.slice(1)}: ${endingText(pos.outcome.reason)}`;
  }
  const phase = pos.phase && pos.phase !== "play" ? (PHASES[pos.phase] || pos.phase.replace(/_/g, " ")) : "";
  // Omweso's opening is a phase without rounds: "· arrange"
  const round = pos.round ? ` · round ${pos.round}${phase ? `, ${phase}` : ""}` : phase ? ` · ${phase}` : "";
  const who = seatName(pos.to_move, seats);
  if (thinking) return `${who} is thinking${round}`;
  const mine = !computerSeat(pos.to_move);
  const extra = frame.events && frame.events.some((e) => e.type === "extra_turn") ? "Extra turn! " : "";
  return `${extra}${who}${mine ? ": your move" : " to move"}${round}`;
}

function draw() {
  if (!game) return;
  const frame = current();
  updateArranging();
  if (arranging) {
    const pos = frame.position;
    const pits = pos.pits.map((row, seat) => (seat === pos.to_move && arranging ? [...arranging.seeds] : row));
    const mine = new Set(pits[pos.to_move].map((_, pit) => `${pos.to_move}:${pit}`));
    boardEl.show({ ...pos, pits }, { rows: game.rows, playable: mine, reserve: game.reserve, middle: game.middle });
    if (arranging.from !== null) {
      const picked = boardEl.querySelector(`.pit[data-seat="${pos.to_move}"][data-pit="${arranging.from}"]`);
      picked?.classList.add("picked");
      picked?.setAttribute("aria-pressed", "true");
    }
  } else {
    boardEl.show(frame.position, { rows: game.rows, playable: playable(), reserve: game.reserve, middle: game.middle });
  }
  if (game.cursor > 0) {
    const before = game.frames[game.cursor - 1];
    const move = frame.move || {};
    const from = move.pit === undefined ? null : { seat: move.side ?? before.position.to_move, pit: move.pit };
    boardEl.mark(from, frame.events || []);
    const seats = frame.position.pits.length;
    const detail = eventsText(frame.events || [], seats);
    lastMoveEl.textContent = `Last move: ${seatName(before.position.to_move, seats)} ${moveText(move, game.cursor)}${detail ? ` — ${detail}` : ""}`;
  } else {
    lastMoveEl.textContent = "";
  }
  statusEl.textContent = outcomeText();
  drawExactValue(frame);
  drawRoundNote();
  const frameEl = byId("board-frame");
  byId("scroll-hint").hidden = frameEl.scrollWidth <= frameEl.clientWidth + 1;
  followTheMover(frameEl, frame.position);
  boardEl.setAttribute("aria-label", `${game.doc.name}: ${outcomeText()}`);
  drawLog();
  drawDecisions();
  byId("undo").toggleAttribute("disabled", game.cursor === 0);
  byId("redo").toggleAttribute("disabled", game.cursor >= game.frames.length - 1);
  recordEl.value = JSON.stringify(recordOf(game), null, 1);
  document.body.dataset.cursor = String(game.cursor);
  const hash = "#g=" + encodeRecord(recordOf(game));
  history.replaceState(null, "", `${location.pathname.replace(/\/play(\/[^/]*)?$/, "/play/" + game.variant)}${hash}`);
}

/** Exact values asked for, by answer (frame): the text to show, "" where there is none. */
const exactTexts = new WeakMap();
/** The most seeds an endgame database can hold (the build command's limit, docs/analysis.md). */
const DATABASE_SEEDS = 30;

/** "exact: South wins by 4" where the server proves the position's value at once (an endgame
 * database: docs/analysis.md), asked once per position, and only where a database could cover
 * it: two rows of 6 pits with at most DATABASE_SEEDS seeds in them. */
/** @param {GameResponse} frame */
function drawExactValue(frame) {
  const exactEl = byId("exact-value");
  const pos = frame.position;
  const text = exactTexts.get(frame);
  exactEl.textContent = text || "";
  exactEl.hidden = !text;
  if (text !== undefined) return;
  exactTexts.set(frame, "");
  const seeds = pos.pits.flat().reduce((sum, n) => sum + n, 0);
  if (pos.status !== "playing" || pos.pits.length !== 2 || pos.pits.some((row) => row.length !== 6)
      || seeds > DATABASE_SEEDS) return;
  api.exactValue(frame).then((answer) => {
    if (!answer) return;
    const seats = pos.pits.length;
    const margin = Math.abs(answer.score);
    const winner = answer.score > 0 ? answer.to_move : 1 - answer.to_move;
    // played_out (Oware's 25-seed stop): the winner is exact, the margin is the played-out one
    const by = answer.played_out ? "" : ` by ${margin}`;
    exactTexts.set(frame, `exact: ${answer.score === 0 ? "a draw" : `${seatName(winner, seats)} wins${by}`}`);
    if (game && current() === frame) drawExactValue(frame);
  }).catch(() => {});
}

/** Under the board, while a round of a match is played: who won the last round and how the pits
 * were refilled (which are out of play, and why). */
function drawRoundNote() {
  if (!game) return;
  const note = byId("round-note");
  const pos = current().position;
  const seats = pos.pits.length;
  let text = "";
  const round = pos.round || 0;
  for (let i = game.cursor; i > 0 && round > 1 && !text; i -= 1) {
    const events = game.frames[i].events || [];
    const refill = events.find((e) => e.type === "pits_ruined" && e.round === round);
    const ended = events.find((e) => e.type === "round_end" && e.round === round - 1);
    if (!refill && !ended) continue;
    if (ended) {
      const scores = ended.scores || [];
      const result = resultText(scores, winnersOf(scores), seats);
      text = `Round ${ended.round} is over, ${endingText(ended.reason)}: ${result}. `;
    }
    if (refill) text += refillText(refill, seats, seedsPerPit());
  }
  note.textContent = text;
  note.hidden = !text;
}

/**
 * A board wider than its frame (a ring of 3 or 4 seats on a phone) is scrolled so that the pits of
 * the seat to move are in view.
 * @param {HTMLElement} frameEl
 * @param {import("./api.js").PositionJson} pos
 */
function followTheMover(frameEl, pos) {
  if (frameEl.scrollWidth <= frameEl.clientWidth + 1) return;
  const pits = [...boardEl.querySelectorAll(`.pit[data-seat="${pos.to_move}"]`)];
  if (!pits.length) return;
  const base = frameEl.getBoundingClientRect().left - frameEl.scrollLeft;
  const left = Math.min(...pits.map((p) => p.getBoundingClientRect().left)) - base;
  const right = Math.max(...pits.map((p) => p.getBoundingClientRect().right)) - base;
  const span = right - left;
  frameEl.scrollLeft = span <= frameEl.clientWidth ? left - (frameEl.clientWidth - span) / 2 : left;
}

function drawLog() {
  if (!game) return;
  logEl.replaceChildren();
  const seats = game.frames[0].position.pits.length;
  game.frames.slice(1).forEach((frame, index) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    const mover = game ? game.frames[index].position.to_move : 0;
    const detail = eventsText(frame.events || [], seats);
    button.textContent = `${seatName(mover, seats)} ${moveText(frame.move || {}, index + 1)}${detail ? ` — ${detail}` : ""}`;
    button.setAttribute("aria-label", `Go to after ply ${index + 1}: ${button.textContent}`);
    if (game && index + 1 === game.cursor) li.setAttribute("aria-current", "step");
    if (game && index + 1 > game.cursor) li.classList.add("undone");
    button.addEventListener("click", () => { if (game) { game.cursor = index + 1; draw(); } });
    li.append(button);
    logEl.append(li);
  });
  // the list follows the game: the move on the board (the last one, or where undo left it) is in
  // view, scrolling the list only, never the page
  const shown = /** @type {HTMLElement|null} */ (logEl.querySelector("li[aria-current]"));
  if (shown) {
    const top = shown.offsetTop;  // #log is positioned: its items' offsetParent
    if (top < logEl.scrollTop || top + shown.offsetHeight > logEl.scrollTop + logEl.clientHeight) {
      logEl.scrollTop = top - logEl.clientHeight + shown.offsetHeight + 4;
    }
  }
}

/** Round decisions (from the legal moves) and ending by agreement (from ``agreement_moves``,
 * which the API lists apart so that no client ends a game by accident) are offered as buttons. */
function drawDecisions() {
  choiceEl.replaceChildren();
  const frame = current();
  const decisions = frame.legal_moves.filter((m) => m.pit === undefined);
  const agreements = frame.position.status === "playing" ? frame.agreement_moves || [] : [];
  const accept = agreements.find((m) => m.type === "accept_end");
  if (accept) {
    // the other player proposed: the answer is asked here, above the board's controls
    const seats = frame.position.pits.length;
    const proposer = game ? game.frames[Math.max(0, game.cursor - 1)].position.to_move : 0;
    const text = document.createElement("p");
    text.textContent = `${seatName(proposer, seats)} proposes ending the game now (${sharingText()}). Accept, or play a move to go on.`;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "agreement";
    button.dataset.type = "accept_end";
    button.textContent = "Accept: end the game";
    button.addEventListener("click", () => play({ type: "accept_end" }));
    choiceEl.append(text, button);
  }
  drawProposal(agreements.some((m) => m.type === "propose_end"));
  if (!decisions.length) { choiceEl.hidden = !accept; return; }
  if (!decisions.length) { choiceEl.hidden = agreements.length === 0; return; }
  choiceEl.hidden = false;
  const heading = document.createElement("p");
  heading.textContent = `${seatName(frame.position.to_move, frame.position.pits.length)} decides:`;
  choiceEl.append(heading);
  for (const m of decisions) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "decision";
    button.dataset.index = String(decisions.indexOf(m));
    const usual = arranging && m.type === "arrange" && JSON.stringify(m.seeds) === JSON.stringify(arranging.usual);
    button.textContent = usual ? "Start with the usual layout" : moveText(m);
    if (m.constraints) button.title = m.constraints;
    /** @type {MoveJson} */
    const sent = { ...m };
    delete sent.constraints;
    button.addEventListener("click", () => play(sent));
    choiceEl.append(button);
  }
  if (arranging) choiceEl.append(...arrangementPanel());
}

/** How the seeds left on the board are shared when the game ends by agreement (``cycle_split``). */
function sharingText() {
  if (!game) return "";
  const spec = game.doc.options.find((/** @type {any} */ o) => o.name === "cycle_split");
  if (!spec) return "the seeds left are shared by the game's rule";
  const value = current().options.cycle_split ?? spec.default;
  return `seeds left on the board: ${String((spec.choice_labels || {})[value] || value).toLowerCase()}`;
}

/**
 * "Propose ending the game": offered once every player has moved, in a game between people (the
 * computer never answers a proposal), after the board's controls, and only after a confirmation.
 * @param {boolean} allowed the API lists ``propose_end`` among the agreement moves
 */
function drawProposal(allowed) {
  const box = byId("agreement");
  box.replaceChildren();
  const frame = current();
  const pos = frame.position;
  const seats = pos.pits.length;
  const sensible = allowed && pos.ply >= seats && (!pos.phase || pos.phase === "play") && opponentSelect.value === "human";
  box.hidden = !sensible;
  if (!sensible) return;
  const offer = document.createElement("button");
  offer.type = "button";
  offer.className = "agreement";
  offer.dataset.type = "propose_end";
  offer.textContent = "Propose ending the game…";
  offer.addEventListener("click", () => {
    box.replaceChildren();
    const question = document.createElement("p");
    question.textContent = `End the game now? If the other player accepts, the game ends (${sharingText()}).`;
    const yes = document.createElement("button");
    yes.type = "button";
    yes.className = "agreement";
    yes.dataset.confirm = "propose_end";
    yes.textContent = "Yes, propose it";
    yes.addEventListener("click", () => play({ type: "propose_end" }));
    const no = document.createElement("button");
    no.type = "button";
    no.textContent = "No, keep playing";
    no.addEventListener("click", () => drawProposal(allowed));
    box.append(question, yes, no);
    yes.focus();
  });
  box.append(offer);
}

/**
 * Arranging one's seeds on the board (Omweso's opening): the board shows the arrangement being
 * made; a tap on one of the player's pits picks it, each tap on another pit moves one seed there
 * from the picked pit, a second tap on the picked pit puts it down. Seeds only move between the
 * player's own pits, so the total stays what the rules hand out; the engine judges the result.
 * @typedef {{cursor: number, seeds: number[], from: number|null, usual: number[], taps: number, rule: string, hand: number}} Arranging
 */
/** @type {Arranging|null} */
let arranging = null;

/** Starts (or keeps) the arrangement editor where the move to make is an arrangement of the board's pits. */
function updateArranging() {
  if (!game) { arranging = null; return; }
  const frame = current();
  const pos = frame.position;
  const example = frame.legal_moves.find((m) => m.type === "arrange");
  const fits = example && example.seeds && example.seeds.length === pos.pits[pos.to_move].length;
  if (!fits || computerSeat(pos.to_move) || pos.status !== "playing") { arranging = null; return; }
  if (arranging && arranging.cursor === game.cursor) return;
  // Omweso's seeds lie on the board in the counting-out layout; Giuthi's are in hand between rounds,
  // placed one a tap
  const onBoard = pos.pits[pos.to_move];
  const sum = (/** @type {number[]} */ xs) => xs.reduce((x, y) => x + y, 0);
  arranging = { cursor: game.cursor, seeds: [...onBoard], from: null, usual: [...example.seeds], taps: 0,
    rule: String(example.constraints || ""), hand: Math.max(0, sum(example.seeds) - sum(onBoard)) };
}

/** A pit of the player's two rows in words: "back-row pit 3" (one row: "pit 3"). */
/** @param {number} pit */
function pitWords(pit) {
  if (!game || game.rows !== 2) return `pit ${pit + 1}`;
  const cols = current().position.pits[0].length / 2;
  return pit < cols ? `front-row pit ${pit + 1}` : `back-row pit ${pit - cols + 1}`;
}

/**
 * A tap on one of the arranging player's pits.
 * @param {number} seat
 * @param {number} pit
 */
function arrangeTap(seat, pit) {
  if (!arranging || !game || seat !== current().position.to_move) return;
  arranging.taps += 1;
  const seeds = arranging.seeds;
  if (arranging.from === null && arranging.hand > 0) {
    seeds[pit] += 1;
    arranging.hand -= 1;
  } else if (arranging.from === null) {
    if (seeds[pit] > 0) arranging.from = pit;
  } else if (arranging.from === pit) {
    arranging.from = null;
  } else {
    seeds[arranging.from] -= 1;
    seeds[pit] += 1;
    if (seeds[arranging.from] === 0) arranging.from = null;
  }
  draw();
  /** @type {HTMLElement|null} */ (boardEl.querySelector(`.pit[data-seat="${seat}"][data-pit="${pit}"]`))?.focus();
}

/** The editor's words and buttons: what is picked, the running totals, Start and Reset. */
function arrangementPanel() {
  if (!arranging || !game) return [];
  const a = arranging;
  const placed = a.seeds.reduce((x, y) => x + y, 0);
  const total = placed + a.hand;
  const help = document.createElement("p");
  help.id = "arrange-help";
  help.textContent = a.hand > 0
    ? `Place your ${total} seeds (${a.rule || "any number a pit"}): tap a pit to drop one seed from your hand there.`
    : a.from === null
    ? `Arrange your ${total} seeds (${a.rule || "any number a pit"}): tap a pit to take seeds from it, then tap the pits that get them, one seed a tap.`
    : `Taking from ${pitWords(a.from)} (${a.seeds[a.from]} left): tap a pit to drop one seed there, or tap ${pitWords(a.from)} again to stop.`;
  const totals = document.createElement("p");
  totals.id = "arrange-totals";
  const rows = game.rows === 2 ? a.seeds.length / 2 : a.seeds.length;
  const front = a.seeds.slice(0, rows).reduce((x, y) => x + y, 0);
  totals.textContent = (a.hand > 0 ? `In your hand ${a.hand} · ` : "") + (game.rows === 2
    ? `Front row ${front} · back row ${placed - front} · all ${placed}`
    : `On your pits ${placed} of ${total}`);
  const start = document.createElement("button");
  start.type = "button";
  start.id = "arrange-start";
  start.textContent = "Start with this arrangement";
  // every seed stays on the player's pits, so the total is always the one dealt out; 2 or more in
  // some pit follows (32 seeds on 16 pits); Giuthi also wants a seed in every pit
  start.disabled = a.hand > 0 || (/at least one per pit/.test(a.rule) && a.seeds.some((n) => n === 0));
  start.addEventListener("click", () => play({ type: "arrange", seeds: [...a.seeds] }));
  const reset = document.createElement("button");
  reset.type = "button";
  reset.id = "arrange-reset";
  reset.textContent = "Back to the usual layout";
  reset.disabled = JSON.stringify(a.seeds) === JSON.stringify(a.usual);
  reset.addEventListener("click", () => { a.seeds = [...a.usual]; a.hand = 0; a.from = null; a.taps += 1; draw(); });
  return [help, totals, start, reset];
}

/** @param {number} ms */
function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Animates ``events`` over the board as drawn before the move; the final position is drawn after. */
/** @param {GameEvent[]} events */
async function animate(events) {
  if (reducedMotion.matches) return;
  await boardEl.play(events, {
    onEvent: (e) => {
      if (e.type === "extra_turn") statusEl.textContent = "Extra turn!";
      else if (e.type === "round_end") statusEl.textContent = `Round ${e.round} is over`;
      else if (e.type === "game_end") statusEl.textContent = "Game over";
      else if (e.type === "capture") statusEl.textContent = `${seatName(e.by, current().position.pits.length)} captures ${e.count}`;
    },
  });
}

/** The game's notation of every move played, from the server's record writer (docs/records.md). */
async function refreshNotation() {
  if (!game) return;
  const moves = game.frames.slice(1).map((f) => f.move || {});
  if (!moves.length) { notation = []; return; }
  try {
    const start = game.firstPlayer === 0 ? null : game.frames[0].position;
    const text = await api.recordText(game.variant, game.options, start, moves);
    notation = [""].concat(movetextTokens(text));
  } catch (error) {
    notation = [];
  }
}

/**
 * One move in the game's notation: the server's record of that single move from the position
 * before it (so a long game costs one short request a move, not a replay of the whole game).
 * @param {GameResponse} before
 * @param {MoveJson} move
 */
async function moveToken(before, move) {
  if (!game) return "";
  try {
    const tokens = movetextTokens(await api.recordText(game.variant, game.options, before.position, [move]));
    return tokens[tokens.length - 1] || "";
  } catch (error) {
    return "";
  }
}

/** The move tokens of a record's move text: without tags, comments, move numbers and the result. */
/** @param {string} text */
export function movetextTokens(text) {
  const body = text.split(/\r?\n/).filter((line) => !line.startsWith("[")).join(" ");
  return body.replace(/\{[^}]*\}/g, " ").split(/\s+/)
    .filter((t) => t && t !== "..." && !/^\d+\.(\.\.)?$/.test(t) && !/^(\*|(1|0|1\/[2-4])(-(1|0|1\/[2-4])){1,3})$/.test(t));
}

/** Plays ``move`` through the API (the only judge), animates the answer, then draws it. */
/** @param {MoveJson} move */
async function play(move) {
  if (!game || busy) return;
  busy = true;
  document.body.dataset.busy = "true";
  hideDirections();
  showProblem("");
  try {
    const before = current();
    const answer = await api.move(before, move);
    const [token] = await Promise.all([moveToken(before, answer.move || move), animate(answer.events || [])]);
    game.frames = game.frames.slice(0, game.cursor + 1);
    notation = notation.slice(0, game.cursor + 1);
    game.frames.push(answer);
    notation[game.cursor + 1] = token;
    game.cursor += 1;
    await refreshChoices();
    draw();
  } catch (error) {
    reportError(error);
    draw();
  } finally {
    busy = false;
    document.body.dataset.busy = "false";
  }
  maybeComputerMoves();
}

async function refreshChoices() {
  const frame = current();
  choices = frame.position.status === "playing" && frame.legal_moves.length ? (await api.legalMoves(frame)).choices : [];
}

function hideDirections() {
  for (const asked of boardEl.querySelectorAll(".pit.asking")) asked.classList.remove("asking");
  const panel = byId("directions");
  panel.hidden = true;
  panel.replaceChildren();
}

/** A click on a pit: the move it names, after asking for a direction when the rules need one
 * (and, in Bao la Kiswahili, whether a capture that ends in the house stops there: safari). */
/** @param {HTMLElement} pitEl */
function clickPit(pitEl) {
  if (!game || busy) return;
  if (arranging) { arrangeTap(Number(pitEl.dataset.seat), Number(pitEl.dataset.pit)); return; }
  const frame = current();
  const seat = Number(pitEl.dataset.seat);
  const pit = Number(pitEl.dataset.pit);
  /** @type {MoveJson} */
  const move = { pit };
  if (seat !== frame.position.to_move) move.side = seat;
  const candidates = frame.legal_moves.filter((m) => m.pit === pit && (m.side ?? frame.position.to_move) === seat);
  const choice = choices.find((c) => c.pit === pit);
  const directions = [...new Set(candidates.map((m) => m.direction).filter((d) => d !== undefined))];
  // Omweso: the game's own direction (no "direction" in the move) or a reverse capture ("cw").
  const plain = candidates.some((m) => m.direction === undefined) && directions.length === 1;
  if (choice && choice.needs.includes("direction") && (directions.length > 1 || plain)) {
    const panel = byId("directions");
    panel.replaceChildren();
    const label = document.createElement("p");
    const owner = seat === frame.position.to_move ? "your" : `${seatName(seat, frame.position.pits.length)}'s`;
    label.textContent = `Which way do you sow ${owner} ${pitWords(pit)} (marked on the board)?`;
    panel.append(label);
    pitEl.classList.add("asking");
    for (const direction of directions) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.direction = direction;
      button.textContent = direction === "cw" ? "clockwise ↻" : "anticlockwise ↺";
      button.addEventListener("click", () => askSafari({ ...move, direction }, candidates));
      panel.append(button);
    }
    if (plain) {
      const usual = directions[0] === "cw" ? "ccw" : "cw";
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.direction = usual;
      button.textContent = usual === "cw" ? "clockwise ↻ (as usual)" : "anticlockwise ↺ (as usual)";
      button.addEventListener("click", () => play(move));
      panel.prepend(label, button);
    }
    panel.hidden = false;
    /** @type {HTMLElement} */ (panel.querySelector("button")).focus();
    return;
  }
  if (directions.length === 1 && !plain) move.direction = directions[0];
  const exact = candidates.find((m) => m.side !== undefined);
  if (exact && exact.side !== undefined) move.side = exact.side;
  // a listed move of another kind on this pit (a pit taken after a capture, "take") goes back as listed
  const kind = candidates.find((m) => m.type !== undefined);
  if (kind && kind.type !== undefined) move.type = kind.type;
  askSafari(move, candidates);
}

/** Play ``move``, first asking whether to stop in the house where the legal moves offer both. */
/** @param {MoveJson} move @param {MoveJson[]} candidates */
function askSafari(move, candidates) {
  const same = candidates.filter((m) => m.direction === move.direction);
  if (!(same.some((m) => m.safari) && same.some((m) => !m.safari))) {
    play(move);
    return;
  }
  const panel = byId("directions");
  panel.replaceChildren();
  const label = document.createElement("p");
  label.textContent = `Sowing ${pitWords(move.pit ?? 0)} (marked on the board), the capture ends in your house:`;
  panel.append(label);
  const seat = move.side ?? current().position.to_move;
  boardEl.querySelector(`.pit[data-seat="${seat}"][data-pit="${move.pit}"]`)?.classList.add("asking");
  for (const safari of [true, false]) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.safari = String(safari);
    button.textContent = safari ? "stop in the house (safari)" : "sow on from the house";
    button.addEventListener("click", () => play(safari ? { ...move, safari: true } : move));
    panel.append(button);
  }
  panel.hidden = false;
  /** @type {HTMLElement} */ (panel.querySelector("button")).focus();
}

/** The seats the computer plays: every seat but South's when an opponent level is chosen. */
function computerSeat(/** @type {number} */ seat) {
  return opponentSelect.value !== "human" && seat !== 0;
}

/** @param {boolean} on */
function setThinking(on) {
  thinking = on;
  document.body.dataset.thinking = String(on);
  boardEl.toggleAttribute("thinking", on);
  if (game) statusEl.textContent = outcomeText();
}

/** A seeded choice (so a game can be reproduced) among the legal moves, when there is no analysis. */
function seededIndex(/** @type {number} */ n, /** @type {number} */ ply) {
  let x = (ply + 1) * 2654435761 % 4294967296;
  x = (x ^ (x >>> 15)) * 2246822519 % 4294967296;
  return Math.abs(x) % n;
}

async function maybeComputerMoves() {
  if (!game || busy) return;
  const frame = current();
  if (frame.position.status !== "playing" || !computerSeat(frame.position.to_move)) return;
  if (game.cursor !== game.frames.length - 1) return;
  const level = Number(opponentSelect.value);
  setThinking(true);
  let move = null;
  try {
    await pause(reducedMotion.matches ? 0 : 300);
    move = await api.bestMove(frame, level);
  } catch (error) {
    reportError(error);
  } finally {
    setThinking(false);
  }
  if (!move) {
    const legal = frame.legal_moves;
    move = { ...legal[seededIndex(legal.length, frame.position.ply)] };
  }
  delete move.constraints;
  await play(move);
}

/** @param {Game} g */
function recordOf(g) {
  return {
    variant: g.variant,
    options: g.options,
    first_player: g.firstPlayer,
    moves: g.frames.slice(1, g.cursor + 1).map((f) => f.move || {}),
  };
}

/** @param {unknown} record */
function encodeRecord(record) {
  const bytes = new TextEncoder().encode(JSON.stringify(record));
  let text = "";
  bytes.forEach((b) => { text += String.fromCharCode(b); });
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** @param {string} text */
function decodeRecord(text) {
  const base = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base + "===".slice((base.length + 3) % 4));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
}

/**
 * The catalogue's rules text in player words: without the ruling numbers and the names of the
 * source documents it cites for developers ("(D-3)", "(seed 002)"), and with an option's code
 * (`grand_slam=no_capture`) replaced by its label and value as the options panel names them.
 * @param {string} text
 * @param {any} doc
 */
export function playerText(text, doc) {
  /** @type {Map<string, any>} */
  const specs = new Map([...doc.options, ...(doc.variations || [])].map((o) => [o.name, o]));
  /** @type {Map<string, string>} */
  const values = new Map();
  for (const spec of specs.values()) {
    for (const [value, words] of Object.entries(spec.choice_labels || {})) if (!values.has(value)) values.set(value, String(words));
  }
  const ruling = "(?:ruling |docs\\/rulings\\.md )?[A-Z]-[A-Z]*\\d+[a-z]?";
  return text
    .replace(new RegExp(`\\s*\\((?:${ruling})(?:[,;]? (?:and )?${ruling})*\\)`, "g"), "")
    .replace(new RegExp(`\\b[Rr]uling ${ruling.replace("(?:ruling |", "(?:")}(?: \\([^)]*\\))?: (\\w)`, "g"),
      (_, first) => first.toUpperCase())
    .replace(/\s*\(seeds? \d{3}\)/g, "")
    .replace(/\(seeds? \d{3}: /g, "(")
    .replace(/\b[Ss]eeds? \d{3}(?:'s)?/g, "the source")
    .replace(/`([a-z][a-z0-9_]*)(?:\s*=\s*([a-z0-9_]+))?`/g, (whole, name, value) => {
      const spec = specs.get(name);
      if (spec) {
        const label = spec.label || name.replace(/_/g, " ");
        if (value === undefined) return `“${label}”`;
        const words = (spec.choice_labels || {})[value] || (value === "true" ? "yes" : value === "false" ? "no" : value);
        return `“${label}: ${String(words).toLowerCase()}”`;
      }
      if (value === undefined && values.has(name)) return `“${values.get(name)}”`;
      return whole;
    });
}

/**
 * The rules' sections for experts (the rulings, how the sources differ, notation and position
 * formats) folded into a disclosure each, so that "How to play" reads as the rules.
 * @param {HTMLElement} root
 */
function foldNotes(root) {
  for (const heading of [...root.querySelectorAll("h4, h5")]) {
    if (!/ruling|source|notation|position|implementation|engine|option|worked example/i.test(heading.textContent || "")) continue;
    const level = Number(heading.tagName[1]);
    const box = document.createElement("details");
    box.className = "notes";
    const summary = document.createElement("summary");
    summary.textContent = heading.textContent || "";
    box.append(summary);
    let next = heading.nextElementSibling;
    while (next && !(/^H[1-6]$/.test(next.tagName) && Number(next.tagName[1]) <= level)) {
      const after = next.nextElementSibling;
      box.append(next);
      next = after;
    }
    heading.replaceWith(box);
  }
}

/** @param {string} variant */
async function loadVariant(variant) {
  const doc = await api.variantDocument(variant);
  panel.draw(doc);
  byId("title").textContent = doc.player_name || doc.name;
  byId("rules-title").textContent = `How to play ${doc.player_name || doc.name}`;
  byId("summary").textContent = doc.summary;
  const rules = byId("rules");
  rules.replaceChildren(renderMarkdown(playerText(doc.rules_text, doc), 2));
  foldNotes(rules);
  const sources = byId("sources");
  sources.replaceChildren();
  for (const source of (doc.sources || []).filter((/** @type {any} */ x) => !/^docs\//.test(x.title))) {
    const li = document.createElement("li");
    source.title = source.title.replace(/\bseeds? \d{3}\s*/gi, "").replace(/^./, (/** @type {string} */ c) => c.toUpperCase());
    if (source.url && /^https?:/.test(source.url)) {
      const a = document.createElement("a");
      a.href = source.url;
      a.rel = "noopener noreferrer";
      a.textContent = source.title;
      li.append(a);
    } else {
      li.textContent = source.title;
    }
    sources.append(li);
  }
  firstSelect.replaceChildren();
  const most = Math.max(...doc.seats);
  for (let seat = 0; seat < most; seat += 1) {
    const option = document.createElement("option");
    option.value = String(seat);
    option.textContent = seatName(seat, most);
    firstSelect.append(option);
  }
  return doc;
}

/**
 * Starts a game (and replays ``moves`` through /v1/moves, one request a move).
 * @param {string} variant
 * @param {Record<string, any>} options
 * @param {number} firstPlayer
 * @param {MoveJson[]} [moves]
 */
async function start(variant, options, firstPlayer, moves = []) {
  showProblem("");
  hideDirections();
  const doc = panel.doc && panel.doc.id === variant ? panel.doc : await loadVariant(variant);
  variantSelect.value = variant;
  const first = await api.newGame(variant, options, firstPlayer);
  const rowsSpec = doc.options.find((/** @type {any} */ o) => o.name === "rows_per_side");
  const rows = Number(first.options.rows_per_side ?? (rowsSpec ? rowsSpec.default : 1));
  const reserveSpec = doc.options.find((/** @type {any} */ o) => o.name === "start_store");
  const reserve = Number(first.options.start_store ?? (reserveSpec ? reserveSpec.default : 0)) > 0;
  const middleSpec = doc.options.find((/** @type {any} */ o) => o.name === "middle_row_pits");
  const middle = Number(first.options.middle_row_pits ?? (middleSpec ? middleSpec.default : 0));
  game = { variant, options, firstPlayer, frames: [first], cursor: 0, doc, rows, reserve, middle };
  await panel.refine();
  // the panel shows the game in play, whichever way it was started (form, URL, import)
  panel.show(options);
  firstSelect.value = String(firstPlayer);
  inPlay = JSON.stringify(panel.chosen());
  noteSettings();
  for (const move of moves) {
    const answer = await api.move(current(), move);
    game.frames.push(answer);
    game.cursor += 1;
  }
  await Promise.all([refreshChoices(), refreshNotation()]);
  draw();
  maybeComputerMoves();
}

/** The panel's options when the game in play started (to say when the panel differs from it). */
let inPlay = "{}";

/** Says whether the settings shown are the game in play or changes that "New game" applies. */
function noteSettings() {
  const same = game !== null && variantSelect.value === game.variant && Number(firstSelect.value) === game.firstPlayer
    && JSON.stringify(panel.chosen()) === inPlay;
  byId("settings-note").hidden = same;
}

async function newFromForm() {
  try {
    if (!panel.doc || panel.doc.id !== variantSelect.value) await loadVariant(variantSelect.value);
    const options = panel.chosen();
    game = null;
    await start(variantSelect.value, options, Number(firstSelect.value));
  } catch (error) {
    reportError(error);
  }
}

async function importRecord() {
  try {
    const text = recordEl.value.trim();
    game = null;
    if (text.startsWith("{")) {  // the page's own JSON form
      const record = JSON.parse(text);
      await start(record.variant, record.options || {}, record.first_player || 0, record.moves || []);
      return;
    }
    // A game record (docs/records.md): the server reads it; a Start tag gives the first mover.
    const read = await api.readRecord(text);
    const startTag = text.match(/^\[Start "((?:[^"\\]|\\.)*)"\]/m);
    const first = startTag ? JSON.parse(JSON.parse(`"${startTag[1]}"`)).to_move : 0;
    await start(read.variant, read.options, first, read.moves);
  } catch (error) {
    reportError(error);
  }
}

async function exportRecord() {
  if (!game) return;
  try {
    const record = recordOf(game);
    const start = game.firstPlayer === 0 ? null : game.frames[0].position;
    const text = await api.recordText(record.variant, record.options, start, record.moves);
    recordEl.value = text;
    const blob = new Blob([text], { type: "text/plain" });
    const link = /** @type {HTMLAnchorElement} */ (byId("download"));
    link.href = URL.createObjectURL(blob);
    link.download = `${game.variant}-game.mgn`;
    link.hidden = false;
  } catch (error) {
    reportError(error);
  }
}

/** The games grouped by region (regions in alphabetical order, games in the catalogue's). */
async function listGames() {
  /** @type {Map<string, HTMLOptGroupElement>} */
  const groups = new Map();
  for (const v of await api.variants()) {
    let group = groups.get(v.region);
    if (!group) {
      group = document.createElement("optgroup");
      group.label = v.region;
      groups.set(v.region, group);
    }
    const option = document.createElement("option");
    option.value = v.id;
    option.textContent = v.player_name || v.name;
    group.append(option);
  }
  for (const region of [...groups.keys()].sort()) variantSelect.append(/** @type {HTMLOptGroupElement} */ (groups.get(region)));
}

/** A game's name as the catalogue spells its ids and aliases: "ǁhus" -> "hus", "La'b Akila" -> "lab-akila". */
function slug(/** @type {string} */ text) {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

/** Finds a game by any of its names: the names listed, else any alias the catalogue knows
 * (GET /v1/variants/{alias} answers with the game's own id: Ludii's and Mancala World's names). */
async function findGame() {
  const input = /** @type {HTMLInputElement} */ (byId("find-game"));
  const result = byId("find-result");
  const text = input.value.trim();
  if (!text) { result.textContent = ""; return; }
  const wanted = text.toLowerCase();
  const options = [...variantSelect.options];
  let found = options.find((o) => o.textContent?.toLowerCase() === wanted || o.value === slug(text))
    || options.find((o) => (o.textContent || "").toLowerCase().includes(wanted));
  if (!found && slug(text)) {
    try {
      const doc = await api.variantDocument(slug(text));
      found = options.find((o) => o.value === doc.id);
    } catch { /* no game of that name */ }
  }
  if (!found) { result.textContent = `No game is called “${text}”.`; return; }
  result.textContent = `Found: ${found.textContent}.`;
  if (variantSelect.value !== found.value) {
    variantSelect.value = found.value;
    variantSelect.dispatchEvent(new Event("change"));
  }
}

async function main() {
  await listGames();
  byId("find-game").addEventListener("change", () => { findGame().catch(reportError); });
  boardEl.addEventListener("pit-select", (event) => {
    const detail = /** @type {CustomEvent<{seat: number, pit: number, element: HTMLElement}>} */ (event).detail;
    clickPit(detail.element);
  });
  let width = window.innerWidth;
  window.addEventListener("resize", () => { if (window.innerWidth !== width) { width = window.innerWidth; draw(); } });
  if (window.matchMedia("(min-width: 900px)").matches) byId("settings").setAttribute("open", "");
  variantSelect.addEventListener("change", async () => {
    try { await loadVariant(variantSelect.value); await panel.refine(); noteSettings(); } catch (error) { reportError(error); }
  });
  byId("new-game").addEventListener("click", newFromForm);
  byId("undo").addEventListener("click", async () => {
    if (game && game.cursor > 0) { game.cursor -= 1; await refreshChoices(); draw(); }
  });
  byId("redo").addEventListener("click", async () => {
    if (game && game.cursor < game.frames.length - 1) { game.cursor += 1; await refreshChoices(); draw(); }
  });
  byId("export").addEventListener("click", exportRecord);
  byId("import").addEventListener("click", importRecord);
  opponentSelect.addEventListener("change", () => { maybeComputerMoves(); if (game) draw(); });
  firstSelect.addEventListener("change", noteSettings);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") hideDirections();
  });
  const fromPath = location.pathname.match(/\/play\/([^/]+)$/);
  const fromHash = location.hash.startsWith("#g=") ? decodeRecord(location.hash.slice(3)) : null;
  try {
    if (fromHash) {
      await start(fromHash.variant, fromHash.options || {}, fromHash.first_player || 0, fromHash.moves || []);
    } else {
      const variant = fromPath ? decodeURIComponent(fromPath[1]) : "kalah";
      variantSelect.value = variant;
      await start(variant, {}, 0);
    }
  } catch (error) {
    reportError(error);
  }
  document.body.dataset.ready = "true";
}

main();
