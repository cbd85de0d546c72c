// Sets this package's version (package.json and package-lock.json) to openapi.yaml's info.version,
// so the client's version follows the API it was generated from. Run by `npm run generate`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import yaml from "js-yaml";

const packageRoot = fileURLToPath(new URL("..", import.meta.url));
const contract = yaml.load(readFileSync(new URL("../../../openapi.yaml", import.meta.url), "utf8"));
const apiVersion = contract.info.version;
const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
if (version !== apiVersion) {
  execFileSync("npm", ["version", apiVersion, "--no-git-tag-version"], {
    cwd: packageRoot,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
}
console.log(`mancala-arbiter-client ${apiVersion} (openapi.yaml info.version)`);
