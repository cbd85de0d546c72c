import { createArbiterClient, type Position } from "mancala-arbiter-client";

const arbiter = createArbiterClient(process.env.ARBITER_URL ?? "http://127.0.0.1:8000");
const variant = "kalah";
const game = await arbiter.POST("/v1/games", { body: { variant } });
if (game.error) throw new Error(game.error.detail); // every error body is a typed Problem
let position: Position = game.data.position;
for (;;) {
  const legal = await arbiter.POST("/v1/legal-moves", { body: { variant, position } });
  if (legal.error) throw new Error(legal.error.detail);
  const moves = legal.data.legal_moves;
  const move = moves[position.ply % moves.length]; // any strategy; undefined once the list is empty
  if (move === undefined) break; // no legal move: the game is over
  const played = await arbiter.POST("/v1/moves", { body: { variant, position, move } });
  if (played.error) throw new Error(`${played.error.code}: ${played.error.detail}`);
  position = played.data.position;
}
console.log(`${variant} ended after ${position.ply} plies: ${JSON.stringify(position.outcome)}`);
const late = await arbiter.POST("/v1/moves", { body: { variant, position, move: { pit: 0 } } });
if (late.response.status === 422 && late.error) console.log(`refused (422 ${late.error.code}): ${late.error.detail}`);
