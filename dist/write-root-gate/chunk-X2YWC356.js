import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  markObserving
} from "./chunk-WKQNGESV.js";
import {
  isWrite
} from "./chunk-VXC2MMDZ.js";
import "./chunk-YRZLZ57R.js";
import "./chunk-42UX2N3C.js";

// src/core/github/observe-guard.ts
var CHECK_RUN_WRITE = /^\/repos\/[^/]+\/[^/]+\/check-runs(\/[^/]+)?$/;
var ObserveBreachError = class extends Error {
};
function guardObserving(client) {
  markObserving(client);
  client.hook.before("request", (o) => {
    const request = o;
    if (!isWrite(request)) return;
    const path = request.url.replace(/^[a-z]+:\/\/[^/]+/i, "").replace(/[?#].*$/, "");
    if (CHECK_RUN_WRITE.test(path)) {
      if (request.conclusion === void 0 || request.conclusion === "neutral") return;
      throw new ObserveBreachError(
        `mergexo bug: observe mode tried to write a '${String(request.conclusion)}' check run; an observing run writes only neutral ones. Please report it with this log.`
      );
    }
    throw new ObserveBreachError(
      `mergexo bug: observe mode tried to write (${request.method} ${path}); an observing run writes only its verdict check. Nothing was written. Please report it with this log.`
    );
  });
}
export {
  ObserveBreachError,
  guardObserving
};
