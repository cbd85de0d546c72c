/**
 * The client against a live service (ARBITER_URL, e.g. http://127.0.0.1:8000): whole games of
 * several variants, typed refusals, and the README's example. tests/service/test_typescript_client.py
 * starts gunicorn and runs these; by hand: `ARBITER_URL=http://127.0.0.1:8000 npm test`.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import {
  createArbiterClient,
  type Event,
  type Move,
  type MoveResponse,
  type Position,
  type Problem,
  type Schemas,
} from "mancala-arbiter-client";

const baseUrl = process.env["ARBITER_URL"];
if (!baseUrl) throw new Error("set ARBITER_URL to a running mancala-arbiter (e.g. http://127.0.0.1:8000)");
const arbiter = createArbiterClient(baseUrl, { headers: { "X-Request-ID": "typescript-client-test" } });

type Variant = Schemas["VariantId"];
type Options = Schemas["Options"];

interface Game {
  options: Options;
  start: Position;
  moves: Move[];
  events: Event[];
  last: MoveResponse;
}

/**
 * Plays `variant` to its end, choosing legal_moves[ply mod count] each turn and sending the
 * game's options back with every move; checks the answers against /v1/legal-moves.
 */
async function playToTheEnd(variant: Variant, requested: Options = {}, maxPlies = 2000): Promise<Game> {
  const started = await arbiter.POST("/v1/games", { body: { variant, options: requested } });
  assert.equal(started.response.status, 201);
  if (started.error) assert.fail(`POST /v1/games refused: ${started.error.code}`);
  const { options } = started.data;
  assert.deepEqual(options, requested);
  const start = started.data.position;
  let { position, legal_moves: legalMoves } = started.data;
  const moves: Move[] = [];
  const events: Event[] = [];
  let last: MoveResponse | undefined;
  while (legalMoves.length > 0) {
    assert.ok(moves.length < maxPlies, `${variant} did not end within ${maxPlies} plies`);
    const move = legalMoves[position.ply % legalMoves.length];
    assert.ok(move !== undefined);
    const played = await arbiter.POST("/v1/moves", { body: { variant, options, position, move } });
    if (played.error) assert.fail(`${variant} ply ${position.ply}: ${played.error.code} ${played.error.detail}`);
    if ("pit" in move) assert.equal("pit" in played.data.move && played.data.move.pit, move.pit);
    moves.push(move);
    events.push(...played.data.events);
    ({ position, legal_moves: legalMoves } = played.data);
    last = played.data;
    if (moves.length % 10 === 0 || legalMoves.length === 0) {
      const listed = await arbiter.POST("/v1/legal-moves", { body: { variant, options, position } });
      if (listed.error) assert.fail(`legal-moves refused: ${listed.error.code}`);
      assert.deepEqual(listed.data.legal_moves, legalMoves);
      assert.equal(listed.data.to_move, position.to_move);
    }
  }
  assert.ok(last !== undefined, `${variant} ended before its first move`);
  return { options, start, moves, events, last };
}

/** Checks a finished game: its end event, its outcome, and that /v1/replay of its moves reaches the same position. */
async function checkFinished(variant: Variant, game: Game, seats: number): Promise<void> {
  const { last, moves, events } = game;
  assert.equal(last.position.status, "finished");
  assert.deepEqual(last.legal_moves, []);
  assert.ok(last.outcome, "a finished game has an outcome");
  assert.deepEqual(last.position.outcome, last.outcome);
  assert.equal(last.outcome.scores.length, seats);
  const ends = events.filter((event) => event.type === "game_end");
  assert.equal(ends.length, 1, "exactly one game_end event");
  const end = ends[0];
  assert.ok(end !== undefined && end.type === "game_end");
  assert.equal(end.reason, last.outcome.reason);
  assert.deepEqual(end.scores, last.outcome.scores);
  assert.equal(end.winner, last.outcome.winner ?? null);
  const best = Math.max(...end.scores);
  if (end.winner !== null) assert.equal(end.scores[end.winner], best, "the winner has the best score");

  const replayed = await arbiter.POST("/v1/replay", { body: { variant, options: game.options, moves } });
  if (replayed.error) assert.fail(`replay refused: ${replayed.error.code}`);
  assert.equal(replayed.data.position_hash, last.position_hash);
  assert.deepEqual(replayed.data.outcome, last.outcome);
}

test("a whole game of Kalah", async () => {
  const game = await playToTheEnd("kalah");
  await checkFinished("kalah", game, 2);
  const total = (p: Position) => p.pits.flat().reduce((a, b) => a + b, 0) + p.stores.reduce((a, b) => a + b, 0);
  assert.equal(total(game.start), 48);
  assert.equal(game.last.outcome?.scores.reduce((a, b) => a + b, 0), 48, "Kalah: every seed ends in a store");
});

test("a whole game of Oware", async () => {
  await checkFinished("oware", await playToTheEnd("oware"), 2);
});

test("a whole game of Giuthi (three rounds), whose moves name a direction", async () => {
  const game = await playToTheEnd("giuthi", { max_rounds: 3 });
  await checkFinished("giuthi", game, 2);
  assert.equal(game.last.outcome?.reason, "max_rounds");
  assert.equal(game.events.filter((event) => event.type === "round_end").length, 3);
  assert.ok(game.moves.some((move) => "direction" in move && move.direction === "cw"));
  assert.ok(game.moves.some((move) => "direction" in move && move.direction === "ccw"));
});

test("a whole three-seat game of Multiplayer mancala", async () => {
  await checkFinished("multiplayer", await playToTheEnd("multiplayer"), 3);
});

test("an illegal move is a typed 422 problem", async () => {
  const started = await arbiter.POST("/v1/games", { body: { variant: "kalah" } });
  if (started.error) assert.fail(started.error.code);
  const first = await arbiter.POST("/v1/moves", {
    body: { variant: "kalah", position: started.data.position, move: { pit: 0 } },
  });
  if (first.error) assert.fail(first.error.code);
  const second = await arbiter.POST("/v1/moves", {
    body: { variant: "kalah", position: first.data.position, move: { pit: 0 } },
  });
  if (second.error) assert.fail(second.error.code);
  // Seat 0 emptied its pit 0 on the first move; seat 1's answer ended in a pit, so seat 0 is to move.
  assert.equal(second.data.position.to_move, 0);
  assert.deepEqual(second.data.position.pits[0], [0, 5, 5, 5, 5, 4]);
  const refused = await arbiter.POST("/v1/moves", {
    body: { variant: "kalah", position: second.data.position, move: { pit: 0 } },
  });
  assert.equal(refused.data, undefined);
  assert.equal(refused.response.status, 422);
  assert.equal(refused.response.headers.get("content-type"), "application/problem+json");
  assert.ok(refused.error);
  const problem: Problem = refused.error;
  assert.equal(problem.status, 422);
  assert.equal(problem.code, "illegal-move");
  assert.equal(problem.reason, "empty-pit");
  assert.equal(problem.type, "urn:mancala-arbiter:problem:illegal-move");
  assert.equal(problem.request_id, "typescript-client-test");
  assert.deepEqual(problem.move, { pit: 0 });
  assert.deepEqual(problem.legal_moves, second.data.legal_moves);
});

test("a move after the end is a typed 422 game-over", async () => {
  const { last } = await playToTheEnd("kalah");
  const refused = await arbiter.POST("/v1/moves", { body: { variant: "kalah", position: last.position, move: { pit: 0 } } });
  assert.equal(refused.response.status, 422);
  assert.equal(refused.error?.code, "game-over");
});

test("a body the schema refuses is a typed 400 naming the field", async () => {
  // The types forbid a negative pit at run time only (minimum: 0), so this compiles and the service refuses it.
  const refused = await arbiter.POST("/v1/moves", {
    body: { variant: "kalah", position: { pits: [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], stores: [0, 0], to_move: 0, ply: 0, status: "playing" }, move: { pit: -1 } },
  });
  assert.equal(refused.response.status, 400);
  assert.equal(refused.error?.code, "invalid-request");
  assert.ok(refused.error?.errors && "move" in refused.error.errors, JSON.stringify(refused.error));
});

const here = fileURLToPath(new URL(".", import.meta.url));
const packageRoot = fileURLToPath(new URL("../../", import.meta.url));

test("the README's example is examples/play.ts, and it prints what the README says", async () => {
  const readme = await readFile(packageRoot + "README.md", "utf8");
  const example = await readFile(packageRoot + "examples/play.ts", "utf8");
  const block = /<!-- play-a-game -->\n```ts\n([\s\S]*?)```/.exec(readme);
  assert.ok(block, "README.md has a ```ts block after <!-- play-a-game -->");
  assert.equal(block[1], example, "the README's example differs from examples/play.ts");
  assert.ok(example.trimEnd().split("\n").length <= 20, "the example stays within 20 lines");
  const output = /<!-- play-a-game-output -->\n```text\n([\s\S]*?)```/.exec(readme);
  assert.ok(output, "README.md has a ```text block after <!-- play-a-game-output -->");

  const run = await promisify(execFile)(process.execPath, [here + "../examples/play.js"], {
    env: { ...process.env, ARBITER_URL: baseUrl },
    timeout: 120_000,
  });
  assert.equal(run.stdout, output[1]);
  assert.match(run.stdout, /^kalah ended after \d+ plies: \{"reason":/);
  assert.match(run.stdout, /\nrefused \(422 game-over\): /);
});
