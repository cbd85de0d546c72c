// The playground's controller: a game is a start answer plus the answers of every move played;
// undo and redo move a cursor along that list. The board, the log and the animations are drawn
// from the API's answers (positions and events) only.
// @ts-check

import * as api from "./api.js";
import { bump, cell, render, seatName } from "./board.js";

/** @typedef {import("./api.js").GameResponse} GameResponse */
/** @typedef {import("./api.js").MoveJson} MoveJson */
/** @typedef {import("./api.js").GameEvent} GameEvent */

/**
 * @typedef {{variant: string, options: Record<string, any>, firstPlayer: number,
 *            frames: GameResponse[], cursor: number, doc: any, rows: number}} Game
 */

/** @param {string} id */
function byId(id) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`missing #${id}`);
  return element;
}

const boardEl = byId("board");
const statusEl = byId("status");
const problemEl = byId("problem");
const logEl = byId("log");
const choiceEl = byId("choices");
const variantSelect = /** @type {HTMLSelectElement} */ (byId("variant"));
const optionsEl = byId("options");
const opponentSelect = /** @type {HTMLSelectElement} */ (byId("opponent"));
const firstSelect = /** @type {HTMLSelectElement} */ (byId("first-player"));
const recordEl = /** @type {HTMLTextAreaElement} */ (byId("record"));

/** @type {Game|null} */
let game = null;
/** @type {Array<{pit: number, directions: string[], needs: string[]}>} */
let choices = [];
let busy = false;
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

/** The answer the board shows now. */
function current() {
  if (!game) throw new Error("no game");
  return game.frames[game.cursor];
}

/** @param {string} text */
function showProblem(text) {
  problemEl.textContent = text;
  problemEl.hidden = !text;
}

/** @param {unknown} error */
function reportError(error) {
  if (error instanceof api.ApiProblem) {
    const p = error.problem;
    const reason = p.reason || p.code || "refused";
    showProblem(`${p.title || "Refused"} (${reason}): ${p.detail || ""}`);
  } else {
    showProblem(`Error: ${String(error)}`);
  }
}

/** @param {MoveJson} move */
function moveText(move) {
  if (move.type === "arrange") return `arrange ${move.seeds.join("-")}`;
  if (move.type === "choose_hollows") return `hollows ${move.hollows.join(",")}`;
  if (move.type === "propose_end") return "proposes to end the game";
  if (move.type === "accept_end") return "accepts to end the game";
  let text = `pit ${(move.pit ?? 0) + 1}`;
  if (move.side !== undefined) text += ` of ${seatName(move.side, current().position.pits.length)}`;
  if (move.direction) text += move.direction === "cw" ? " clockwise" : " anticlockwise";
  return text;
}

/** @param {GameEvent[]} events @param {number} seats */
function eventsText(events, seats) {
  const parts = [];
  for (const e of events) {
    if (e.type === "capture") parts.push(`${seatName(e.by, seats)} captures ${e.count}`);
    else if (e.type === "extra_turn") parts.push("extra turn");
    else if (e.type === "relay") parts.push("relay");
    else if (e.type === "pass") parts.push(`${seatName(e.seat, seats)} passes`);
    else if (e.type === "round_end") parts.push(`round ${e.round} ends (${e.reason})`);
    else if (e.type === "game_end") parts.push(`game over (${e.reason})`);
    else if (e.type === "capture_nullified") parts.push("grand slam: no capture");
    else if (e.type === "turn_truncated") parts.push(`turn cut (${e.reason})`);
    else if (e.type === "end_proposed") parts.push("end proposed");
    else if (e.type === "end_agreed") parts.push("end agreed");
    else if (e.type === "end_declined") parts.push("end declined");
  }
  return [...new Set(parts)].join("; ");
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

function outcomeText() {
  const frame = current();
  const pos = frame.position;
  const seats = pos.pits.length;
  if (pos.status !== "playing" && pos.outcome) {
    const winners = pos.outcome.winners || [];
    const who = winners.length === 1 ? `${seatName(winners[0], seats)} wins` : "Draw";
    return `Game over: ${who} (${pos.outcome.reason}), scores ${(pos.outcome.scores || pos.stores).join("–")}`;
  }
  const round = pos.round ? ` · round ${pos.round}${pos.phase && pos.phase !== "play" ? ` (${pos.phase})` : ""}` : "";
  return `${seatName(pos.to_move, seats)} to move · ply ${pos.ply}${round}`;
}

function draw() {
  if (!game) return;
  const frame = current();
  render(boardEl, frame.position, { rows: game.rows, playable: playable() });
  statusEl.textContent = outcomeText();
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
    button.textContent = `${seatName(mover, seats)}: ${moveText(frame.move || {})}${detail ? ` — ${detail}` : ""}`;
    button.setAttribute("aria-label", `Go to after ply ${index + 1}: ${button.textContent}`);
    if (game && index + 1 === game.cursor) li.setAttribute("aria-current", "step");
    if (game && index + 1 > game.cursor) li.classList.add("undone");
    button.addEventListener("click", () => { if (game) { game.cursor = index + 1; draw(); } });
    li.append(button);
    logEl.append(li);
  });
  const last = logEl.lastElementChild;
  if (last && "scrollIntoView" in last && !reducedMotion.matches) last.scrollIntoView({ block: "nearest" });
}

/** Round decisions (from the legal moves) and ending by agreement (from ``agreement_moves``,
 * which the API lists apart so that no client ends a game by accident) are offered as buttons. */
function drawDecisions() {
  choiceEl.replaceChildren();
  const frame = current();
  const decisions = frame.legal_moves.filter((m) => m.pit === undefined);
  const agreements = frame.position.status === "playing" ? frame.agreement_moves || [] : [];
  for (const m of agreements) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "agreement";
    button.dataset.type = String(m.type);
    button.textContent = m.type === "accept_end" ? "Accept ending the game now" : "Propose ending the game now";
    button.title = "The seeds left on the board are shared by the variant's own rule";
    button.addEventListener("click", () => play({ type: String(m.type) }));
    choiceEl.append(button);
  }
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
    button.textContent = moveText(m);
    if (m.constraints) button.title = m.constraints;
    /** @type {MoveJson} */
    const sent = { ...m };
    delete sent.constraints;
    button.addEventListener("click", () => play(sent));
    choiceEl.append(button);
  }
}

/** @param {number} ms */
function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Animates ``events`` over the board as drawn before the move; the final position is drawn after. */
/** @param {GameEvent[]} events */
async function animate(events) {
  if (reducedMotion.matches) return;
  const step = 90;
  for (const e of events) {
    if (e.type === "pickup" || e.type === "relay") {
      const el = cell(boardEl, { seat: e.seat, pit: e.pit });
      el?.classList.add("lifted");
      bump(el, 0, true);
      await pause(step);
    } else if (e.type === "sow") {
      for (const place of e.path) {
        const el = cell(boardEl, place);
        bump(el, 1);
        el?.classList.add("sown");
        await pause(step);
        el?.classList.remove("sown");
      }
    } else if (e.type === "capture") {
      for (const place of e.pits) {
        const el = cell(boardEl, place);
        el?.classList.add("captured");
        bump(el, 0, true);
      }
      bump(cell(boardEl, { seat: e.by, store: true }), e.count);
      await pause(step * 3);
    } else if (e.type === "extra_turn" || e.type === "game_end" || e.type === "round_end") {
      statusEl.textContent = e.type === "extra_turn" ? "Extra turn!" : e.type === "round_end" ? "Round over" : "Game over";
      await pause(step * 3);
    }
  }
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
    const answer = await api.move(current(), move);
    await animate(answer.events || []);
    game.frames = game.frames.slice(0, game.cursor + 1);
    game.frames.push(answer);
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
  const panel = byId("directions");
  panel.hidden = true;
  panel.replaceChildren();
}

/** A click on a pit: the move it names, after asking for a direction when the rules need one. */
/** @param {HTMLElement} pitEl */
function clickPit(pitEl) {
  if (!game || busy) return;
  const frame = current();
  const seat = Number(pitEl.dataset.seat);
  const pit = Number(pitEl.dataset.pit);
  /** @type {MoveJson} */
  const move = { pit };
  if (seat !== frame.position.to_move) move.side = seat;
  const candidates = frame.legal_moves.filter((m) => m.pit === pit && (m.side ?? frame.position.to_move) === seat);
  const choice = choices.find((c) => c.pit === pit);
  const directions = candidates.map((m) => m.direction).filter((d) => d !== undefined);
  if (choice && choice.needs.includes("direction") && directions.length > 1) {
    const panel = byId("directions");
    panel.replaceChildren();
    const label = document.createElement("p");
    label.textContent = `Sow pit ${pit + 1}:`;
    panel.append(label);
    for (const direction of directions) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.direction = direction;
      button.textContent = direction === "cw" ? "clockwise ↻" : "anticlockwise ↺";
      button.addEventListener("click", () => play({ ...move, direction }));
      panel.append(button);
    }
    panel.hidden = false;
    /** @type {HTMLElement} */ (panel.querySelector("button")).focus();
    return;
  }
  if (directions.length === 1) move.direction = directions[0];
  const exact = candidates.find((m) => m.side !== undefined);
  if (exact && exact.side !== undefined) move.side = exact.side;
  play(move);
}

/** The seats the computer plays: every seat but South's when an opponent level is chosen. */
function computerSeat(/** @type {number} */ seat) {
  return opponentSelect.value !== "human" && seat !== 0;
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
  await pause(reducedMotion.matches ? 0 : 300);
  let move = null;
  try {
    move = await api.bestMove(frame, level);
  } catch (error) {
    reportError(error);
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

/** Option inputs generated from the variant document: types, defaults, choices, house rules. */
/** @param {any} doc */
function drawOptions(doc) {
  optionsEl.replaceChildren();
  for (const spec of doc.options) {
    const id = `opt-${spec.name}`;
    const wrap = document.createElement("div");
    wrap.className = "option" + (spec.house_rule ? " house-rule" : "");
    const label = document.createElement("label");
    label.htmlFor = id;
    label.textContent = spec.name.replace(/_/g, " ") + (spec.house_rule ? " (house rule)" : "");
    label.title = spec.description;
    /** @type {HTMLInputElement|HTMLSelectElement} */
    let input;
    if (spec.type === "boolean") {
      const box = document.createElement("input");
      box.type = "checkbox";
      box.checked = Boolean(spec.default);
      input = box;
    } else if (spec.type === "enum") {
      const select = document.createElement("select");
      for (const choice of spec.choices) {
        const option = document.createElement("option");
        option.value = choice;
        option.textContent = choice;
        option.selected = choice === spec.default;
        select.append(option);
      }
      input = select;
    } else if (spec.type === "integer") {
      const number = document.createElement("input");
      number.type = "number";
      if (spec.minimum !== undefined) number.min = String(spec.minimum);
      if (spec.maximum !== undefined) number.max = String(spec.maximum);
      number.value = String(spec.default);
      input = number;
    } else {
      const text = document.createElement("input");
      text.type = "text";
      text.value = Array.isArray(spec.default) ? spec.default.join(",") : String(spec.default ?? "");
      input = text;
    }
    input.id = id;
    input.dataset.name = spec.name;
    input.dataset.type = spec.type;
    input.setAttribute("aria-describedby", `${id}-help`);
    const help = document.createElement("small");
    help.id = `${id}-help`;
    help.textContent = spec.description;
    wrap.append(label, input, help);
    optionsEl.append(wrap);
  }
}

/** The options that differ from the defaults, as the API takes them. */
/** @param {any} doc */
function chosenOptions(doc) {
  /** @type {Record<string, any>} */
  const options = {};
  for (const spec of doc.options) {
    const input = /** @type {HTMLInputElement} */ (document.getElementById(`opt-${spec.name}`));
    if (!input) continue;
    let value;
    if (spec.type === "boolean") value = input.checked;
    else if (spec.type === "integer") value = Number(input.value);
    else if (spec.type === "integer_list") value = input.value.split(",").map((s) => s.trim()).filter(Boolean).map(Number);
    else value = input.value;
    if (JSON.stringify(value) !== JSON.stringify(spec.default)) options[spec.name] = value;
  }
  return options;
}

/** @param {string} variant */
async function loadVariant(variant) {
  const doc = await api.variantDocument(variant);
  drawOptions(doc);
  byId("rules-link").setAttribute("href", `${api.apiBase()}/v1/variants/${variant}`);
  byId("summary").textContent = doc.summary;
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
  const doc = game && game.variant === variant ? game.doc : await loadVariant(variant);
  variantSelect.value = variant;
  const first = await api.newGame(variant, options, firstPlayer);
  const rowsSpec = doc.options.find((/** @type {any} */ o) => o.name === "rows_per_side");
  const rows = Number(first.options.rows_per_side ?? (rowsSpec ? rowsSpec.default : 1));
  game = { variant, options: first.options, firstPlayer, frames: [first], cursor: 0, doc, rows };
  for (const move of moves) {
    const answer = await api.move(current(), move);
    game.frames.push(answer);
    game.cursor += 1;
  }
  await refreshChoices();
  draw();
  maybeComputerMoves();
}

async function newFromForm() {
  try {
    const doc = await api.variantDocument(variantSelect.value);
    if (!game || game.variant !== variantSelect.value) { drawOptions(doc); }
    game = null;
    await start(variantSelect.value, chosenOptions(doc), Number(firstSelect.value));
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

async function main() {
  for (const v of await api.variants()) {
    const option = document.createElement("option");
    option.value = v.id;
    option.textContent = v.name;
    variantSelect.append(option);
  }
  boardEl.addEventListener("click", (event) => {
    const target = /** @type {HTMLElement} */ (event.target);
    const pitEl = target.closest(".pit");
    if (pitEl instanceof HTMLElement) clickPit(pitEl);
  });
  variantSelect.addEventListener("change", async () => {
    try { drawOptions(await loadVariant(variantSelect.value)); } catch (error) { reportError(error); }
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
  opponentSelect.addEventListener("change", () => maybeComputerMoves());
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
