// The defaults each action's action.yml gives its inputs: what a repository gets when it names nothing.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export function inputDefault(action: string, input: string): string | undefined {
  const yml = parse(readFileSync(new URL(`../../../../${action}/action.yml`, import.meta.url), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  return yml.inputs[input]?.default;
}

export const ACTIONS = ['history-guard', 'write-root-gate', 'ci-wait', 'rebase-notify'] as const;
