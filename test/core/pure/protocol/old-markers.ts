// Marker lines exactly as mergexo wrote them before the protocol module (rendered by the code of that time):
// a repository that upgrades has these on its open PRs, and they must keep being read.
const HEAD = 'a'.repeat(40);
const ROUND = `conflict:${'b'.repeat(40)}`;
const STATE = `{"attempts":2,"lastRound":"failure:${HEAD}","outcome":"failure","head":"${HEAD}"}`;

/** ci-wait's open conflict finding on `main`, carrying its state. */
export const OLD_OPEN_CONFLICT_FINDING = `<!-- mergexo:v1 {"action":"ci-wait","kind":"finding","key":"${ROUND}","data":{"open":true,"base":"main","state":${STATE}}} -->`;

/** The same finding once the PR moved past it. */
export const OLD_RESOLVED_CONFLICT_FINDING = `<!-- mergexo:v1 {"action":"ci-wait","kind":"finding","key":"${ROUND}","data":{"open":false,"base":"main"}} -->`;

/** rebase-notify's status comment saying the PR conflicts with `main`, with ci-wait's count riding on it. */
export const OLD_CONFLICTING_STATUS_WITH_RIDER =
  `<!-- mergexo:v1 {"action":"rebase-notify","kind":"status","key":"pr","data":{"class":"conflicting",` +
  `"notifiedAt":"2026-01-01T00:00:00.000Z","behind":3,"ahead":1,"base":"main","baseSha":"${'c'.repeat(40)}",` +
  `"headSha":"${'d'.repeat(40)}","files":["a.txt"],"fingerprint":"fp1"}} -->` +
  `<!-- mergexo:v1 {"action":"ci-wait","kind":"count","key":"pr","data":{"state":${STATE}}} -->`;

export const OLD_ROUND = ROUND;
export const OLD_STATE = { attempts: 2, lastRound: `failure:${HEAD}`, outcome: 'failure', head: HEAD };
