export const id = 526;
export const ids = [526];
export const modules = {

/***/ 6526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ObserveBreachError: () => (/* binding */ ObserveBreachError),
/* harmony export */   guardObserving: () => (/* binding */ guardObserving)
/* harmony export */ });
/* harmony import */ var _is_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8934);
/* harmony import */ var _enforcement_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3050);


/** Creating or annotating a check run (`/repos/{owner}/{repo}/check-runs[/{check_run_id}]`): the one write allowed. */
const CHECK_RUN_WRITE = /^\/repos\/[^/]+\/[^/]+\/check-runs(\/[^/]+)?$/;
/** Raised for a write an observing run must not make: a bug in mergexo, never a verdict. */
class ObserveBreachError extends Error {
}
/** Marks the client as observing and refuses, from now on, every write but neutral verdict checks. */
function guardObserving(client) {
    (0,_enforcement_js__WEBPACK_IMPORTED_MODULE_0__/* .markObserving */ .jE)(client);
    client.hook.before('request', (o) => {
        const request = o;
        if (!(0,_is_write_js__WEBPACK_IMPORTED_MODULE_1__/* .isWrite */ .a)(request))
            return;
        const path = request.url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
        if (CHECK_RUN_WRITE.test(path)) {
            if (request.conclusion === undefined || request.conclusion === 'neutral')
                return;
            throw new ObserveBreachError(`mergexo bug: observe mode tried to write a '${String(request.conclusion)}' check run; ` +
                'an observing run writes only neutral ones. Please report it with this log.');
        }
        throw new ObserveBreachError(`mergexo bug: observe mode tried to write (${request.method} ${path}); ` +
            'an observing run writes only its verdict check. Nothing was written. Please report it with this log.');
    });
}


/***/ })

};
