/**
 * A typed client for the mancala-arbiter HTTP API.
 *
 * The types in `./schema.ts` are generated from the service's `openapi.yaml` by openapi-typescript
 * (`npm run generate`; never edit them by hand). The requests are made by openapi-fetch, which
 * types every path, request body, answer and error body from those types: this module only
 * binds the two together and names the schemas a game loop needs.
 */
import createClient, { type Client, type ClientOptions } from "openapi-fetch";

import type { components, operations, paths } from "./schema.js";

export type { components, operations, paths };

/** Every schema of the contract, by its name in `openapi.yaml` (`Schemas["Position"]`, ...). */
export type Schemas = components["schemas"];
export type Position = Schemas["Position"];
export type Move = Schemas["Move"];
export type Event = Schemas["Event"];
export type Outcome = Schemas["Outcome"];
export type NewGameRequest = Schemas["NewGameRequest"];
export type MoveRequest = Schemas["MoveRequest"];
export type GameResponse = Schemas["GameResponse"];
export type MoveResponse = Schemas["MoveResponse"];
export type LegalMovesResponse = Schemas["LegalMovesResponse"];
export type ReplayResponse = Schemas["ReplayResponse"];
/** An RFC 9457 problem document: every 4xx answer, with its stable `code` (422: `illegal-move`, ...). */
export type Problem = Schemas["Problem"];

/** The client: `client.POST("/v1/moves", { body })` resolves to `{ data, error, response }`. */
export type ArbiterClient = Client<paths>;

/**
 * A client for the service at `baseUrl` (e.g. `http://127.0.0.1:8000`). `options` are
 * openapi-fetch's: `headers` (an `X-API-Key`, an `X-Request-ID`), `fetch`, request init fields.
 */
export function createArbiterClient(baseUrl: string, options: Omit<ClientOptions, "baseUrl"> = {}): ArbiterClient {
  return createClient<paths>({ ...options, baseUrl });
}
