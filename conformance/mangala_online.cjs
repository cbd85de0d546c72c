// Drives the published Mangala engine of slymn80/mangala-online (MIT), compiled outside the
// repository into $MANGALA_ONLINE/build (docs/conformance.md), for conformance/published.py: one
// JSON request a line on stdin, one JSON answer a line on stdout. Its board is 14 numbers: the
// first player's pits 0-5 from their left, their store 6, the second player's pits 7-12, their
// store 13. This file is this repository's; none of the engine's code is in it.
"use strict";
const path = require("path");
const readline = require("readline");
const home = process.env.MANGALA_ONLINE || "/tmp/mangala-online";
const engine = require(path.join(home, "build", "engine", "engine.js"));

function set(board, player) {
  return { id: "c", board: { pits: board.slice() }, currentPlayer: player, status: "active", moves: [],
           startTimestamp: 0, totalPausedDuration: 0 };
}

const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line) => {
  const req = JSON.parse(line);
  const s = set(req.board, req.player);
  let answer;
  if (req.op === "moves") {
    answer = { moves: engine.getValidMoves(s, req.player) };
  } else {
    const state = { sets: [s], currentSetIndex: 0, scores: { player1: 0, player2: 0 }, status: "active" };
    const r = engine.applyMove(state, req.pit);
    answer = { success: r.success, board: r.board.pits, next: r.nextPlayer, over: r.setFinished,
               winner: r.setWinner === undefined ? null : r.setWinner };
  }
  process.stdout.write(JSON.stringify(answer) + "\n");
});
