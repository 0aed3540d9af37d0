// The load generator of load.bench.ts, in its own process so that the bench process's CPU time is the servers' alone.
// Receives autocannon options over IPC, answers with the figures. An answer counts only with the envelope's code 200
// (vigil-mock answers refusals on HTTP 200 with a code in the body, e.g. {code: 401} for an ended session).
const autocannon = require('autocannon');
const envelopeOk = require('./envelope-ok.cjs');

process.on('message', (options) => {
  autocannon({ ...options, verifyBody: envelopeOk }, (error, result) => {
    if (error) return process.send({ error: String(error) });
    process.send({
      rps: result.requests.average,
      total: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.non2xx + result.errors + result.timeouts + result.mismatches,
    });
  });
});
