// The only module that talks to the server: every rule is decided there, none here.
// @ts-check

/**
 * @typedef {{type: string, title?: string, status?: number, detail?: string, code?: string,
 *            reason?: string, violations?: Array<{code: string, path: string, message: string}>}} Problem
 * @typedef {{seat: number, pit?: number, store?: boolean}} Place
 * @typedef {{type: string, [key: string]: any}} GameEvent
 * @typedef {{pit?: number, direction?: string, side?: number, type?: string, [key: string]: any}} MoveJson
 * @typedef {{pits: number[][], stores: number[], to_move: number, ply: number, status: string,
 *            outcome: any, history: string[], last_mover: number|null, round?: number,
 *            round_starter?: number, phase?: string, owners?: number[][], ruined?: number[][],
 *            wegue?: Array<Array<number|null>>,
 *            [key: string]: any}} PositionJson
 * @typedef {{variant: string, rules_version: string, options: Record<string, any>, position: PositionJson,
 *            signature: string|null, position_text: string, position_hash: string,
 *            legal_moves: MoveJson[], agreement_moves?: MoveJson[], events?: GameEvent[], move?: MoveJson,
 *            outcome?: any}} GameResponse
 */

/** An error answer of the API (RFC 9457 problem document). */
export class ApiProblem extends Error {
  /** @param {Problem} problem */
  constructor(problem) {
    super(problem.detail || problem.title || "request refused");
    this.problem = problem;
  }
}

/** The API's base URL: the page's own origin unless the server configured another. */
export function apiBase() {
  const meta = document.querySelector('meta[name="api-base"]');
  const base = meta ? meta.getAttribute("content") || "" : "";
  return base.replace(/\/+$/, "");
}

/**
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<any>}
 */
export async function call(method, path, body) {
  /** @type {RequestInit} */
  const init = { method, headers: { Accept: "application/json, application/problem+json" } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, "Content-Type": "application/json" };
  }
  const response = await fetch(apiBase() + path, init);
  const data = await response.json();
  if (!response.ok) throw new ApiProblem(data);
  return data;
}

/** @returns {Promise<Array<{id: string, name: string, player_name?: string, seats: number[], summary: string, region: string}>>} */
export async function variants() {
  return (await call("GET", "/v1/variants")).variants;
}

/** @param {string} id */
export async function variantDocument(id) {
  return call("GET", `/v1/variants/${encodeURIComponent(id)}`);
}

/**
 * @param {string} variant
 * @param {Record<string, any>} options
 * @param {number} firstPlayer
 * @returns {Promise<GameResponse>}
 */
export async function newGame(variant, options, firstPlayer) {
  return call("POST", "/v1/games", { variant, options, first_player: firstPlayer });
}

/**
 * @param {GameResponse} game the answer that holds the position to move from
 * @param {MoveJson} move
 * @returns {Promise<GameResponse>}
 */
export async function move(game, move) {
  /** @type {Record<string, any>} */
  const body = { variant: game.variant, options: game.options, position: game.position, move };
  if (game.signature) body.signature = game.signature;
  return call("POST", "/v1/moves", body);
}

/**
 * @param {GameResponse} game
 * @returns {Promise<{legal_moves: MoveJson[], choices: Array<{pit: number, directions: string[], needs: string[]}>}>}
 */
export async function legalMoves(game) {
  /** @type {Record<string, any>} */
  const body = { variant: game.variant, options: game.options, position: game.position };
  if (game.signature) body.signature = game.signature;
  return call("POST", "/v1/legal-moves", body);
}

/**
 * The move the analysis endpoint's ``level`` plays (the best move, or at low levels a seeded pick
 * among near-best moves), or null when the server has no analysis.
 * @param {GameResponse} game
 * @param {number} level
 * @returns {Promise<MoveJson|null>}
 */
export async function bestMove(game, level) {
  /** @type {Record<string, any>} */
  const body = { variant: game.variant, options: game.options, position: game.position, level,
    seed: game.position.ply };
  if (game.signature) body.signature = game.signature;
  try {
    const answer = await call("POST", "/v1/analysis", body);
    return answer.move || answer.best_move || null;
  } catch (error) {
    if (error instanceof ApiProblem && (error.problem.status === 404 || error.problem.status === 405)) return null;
    throw error;
  }
}

/**
 * The exact value of the position where the server proves it at once: an endgame database
 * (Kalah and Oware with few seeds left, docs/analysis.md) answers ``/v1/analysis`` without a
 * search, so a one-node budget costs nothing more; null where the value is not exact or the
 * server has no analysis.
 * @param {GameResponse} game
 * @returns {Promise<{to_move: number, score: number, method: string, played_out?: boolean}|null>}
 */
export async function exactValue(game) {
  /** @type {Record<string, any>} */
  const body = { variant: game.variant, options: game.options, position: game.position, budget: { nodes: 1 } };
  if (game.signature) body.signature = game.signature;
  try {
    const answer = await call("POST", "/v1/analysis", body);
    return answer.exact && answer.best_move ? answer : null;
  } catch (error) {
    if (error instanceof ApiProblem) return null;
    throw error;
  }
}

/**
 * The game as a record (text; docs/records.md) written by the server: ``/v1/replay`` with
 * ``include_record`` from ``start`` (left out when the game began at the variant's own start).
 * @param {string} variant
 * @param {Record<string, any>} options
 * @param {PositionJson|null} start
 * @param {MoveJson[]} moves
 * @returns {Promise<string>}
 */
export async function recordText(variant, options, start, moves) {
  /** @type {Record<string, any>} */
  const body = { variant, options, moves, include_record: true };
  if (start) body.start = start;
  return (await call("POST", "/v1/replay", body)).record;
}

/**
 * A record (text) read by the server: its variant, options and moves (``/v1/replay`` with steps).
 * @param {string} text
 * @returns {Promise<{variant: string, options: Record<string, any>, moves: MoveJson[]}>}
 */
export async function readRecord(text) {
  const answer = await call("POST", "/v1/replay", { record: text, include_steps: true });
  return { variant: answer.variant, options: answer.options, moves: (answer.steps || []).map((/** @type {any} */ s) => s.move) };
}
