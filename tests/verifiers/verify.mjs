// Verifies a verdict token as a third party would, with panva/jose (npm "jose") and nothing of
// this service: node tests/verifiers/verify.mjs JWKS_FILE TOKEN_FILE ISSUER
// Prints {"alg": ..., "payload": {...}} and exits 0, or prints the error and exits 1.
import { readFileSync } from 'node:fs'
import { createLocalJWKSet, jwtVerify } from 'jose'

const [jwksFile, tokenFile, issuer] = process.argv.slice(2)
const keys = createLocalJWKSet(JSON.parse(readFileSync(jwksFile, 'utf8')))
const token = readFileSync(tokenFile, 'utf8').trim()
try {
  const { payload, protectedHeader } = await jwtVerify(token, keys, { issuer })
  console.log(JSON.stringify({ alg: protectedHeader.alg, payload }))
} catch (error) {
  console.log(`${error.code || error.name}: ${error.message}`)
  process.exit(1)
}
