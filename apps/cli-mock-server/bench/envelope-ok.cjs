// autocannon's verifyBody (a file, so it also runs in a worker thread): an answer counts only with the envelope's
// code 200. vigil-mock answers refusals with HTTP 200 and a code in the body ({code: 401} for an ended session).
module.exports = function envelopeOk(body) {
  try {
    return JSON.parse(body).code === 200;
  } catch {
    return false;
  }
};
