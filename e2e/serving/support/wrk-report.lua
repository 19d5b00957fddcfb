-- wrk reporter for e2e/serving/load.spec.ts: prints one JSON line (requests, statuses, socket
-- errors, latency percentiles in microseconds). Statuses are counted one by one only with
-- WRK_COUNT_STATUSES=1: that hands every body to Lua, which costs wrk more on large responses; without
-- it, wrk's own count of responses >= 400 is reported as "errorStatuses".
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
end

if os.getenv("WRK_COUNT_STATUSES") == "1" then
  function response(status, headers, body)
    statuses[status] = (statuses[status] or 0) + 1
  end
end

function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      total[status] = (total[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(total) do
    table.insert(parts, string.format('"%d":%d', status, count))
  end
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"durationUs":%d,"requests":%d,"bytes":%d,"statuses":{%s},"errorStatuses":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d},' ..
    '"latencyUs":{"p50":%d,"p90":%d,"p99":%d,"max":%d}}\n',
    summary.duration, summary.requests, summary.bytes, table.concat(parts, ","), e.status,
    e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
