// ci-wait hands a PR to reviewers only while every gate's check on its head passes; it finds the gates' checks
// by their name, so every gate's default check name must be one ci-wait recognises, and CI's must not.
import { describe, expect, it } from 'vitest';
import { isMergexoCheckName } from '../../../../src/core/pure/protocol/checks.js';
import { inputDefault } from './action-defaults.js';

describe("the gates' check names", () => {
  it("every gate's default check name is a mergexo check", () => {
    const names = [
      inputDefault('history-guard', 'check-name'),
      inputDefault('write-root-gate', 'check-name'),
      inputDefault('rebase-notify', 'check-name'),
      inputDefault('rebase-notify', 'collision-check-name'),
      inputDefault('ci-wait', 'check-name'),
    ];
    for (const name of names) expect(isMergexoCheckName(name ?? ''), name).toBe(true);
  });

  it("a CI job's check is none, whatever it contains", () => {
    for (const name of ['build', 'test / mergexo/history-guard', 'Mergexo/history-guard', 'mergexo', 'mergexo:ready']) {
      expect(isMergexoCheckName(name), name).toBe(false);
    }
  });
});
