-- wrk script: POST the JSON file named by $BODY_FILE, count non-2xx responses, print one JSON line.
--   BODY_FILE=bench/data/move.json wrk -t1 -c32 -d10s --latency -s bench/wrk_post.lua http://127.0.0.1:8000/v1/moves
-- The last line of output is a JSON object the driver parses (latencies in microseconds).

local path = os.getenv("BODY_FILE")
local f = assert(io.open(path, "rb"), "BODY_FILE not readable: " .. tostring(path))
wrk.method = "POST"
wrk.body = f:read("*a")
f:close()
wrk.headers["Content-Type"] = "application/json"

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  non2xx = 0
  statuses = {}
end

function response(status, headers, body)
  if status < 200 or status > 299 then
    non2xx = non2xx + 1
  end
end

function done(summary, latency, requests)
  local non = 0
  for _, t in ipairs(threads) do
    non = non + t:get("non2xx")
  end
  local e = summary.errors
  io.write(string.format(
    '{"requests": %d, "duration_us": %d, "bytes": %d, "rps": %.1f, "p50_us": %d, "p90_us": %d, "p99_us": %d, "max_us": %d, ' ..
    '"non2xx": %d, "connect_errors": %d, "read_errors": %d, "write_errors": %d, "timeouts": %d, "status_errors": %d}\n',
    summary.requests, summary.duration, summary.bytes, summary.requests / (summary.duration / 1e6),
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    non, e.connect, e.read, e.write, e.timeout, e.status))
end
