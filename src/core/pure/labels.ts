// GitHub compares label names without letter case: a repository cannot hold `Bug` and `bug`, adding `bug` where the
// repository has `Bug` puts `Bug` on the PR, and removing `BUG` removes it. So a PR shows the repository's spelling,
// which may differ from the one in a workflow's settings: every comparison of label names goes through here.

/** Whether two label names name the same label. */
export function sameLabel(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** `name` as `labels` spell it, if they carry it. */
export function findLabel(labels: readonly string[], name: string): string | undefined {
  return labels.find((l) => sameLabel(l, name));
}

/** Whether `labels` carry `name`, in any letter case. */
export function hasLabel(labels: readonly string[], name: string): boolean {
  return findLabel(labels, name) !== undefined;
}
