/**
 * The ready mark's inputs, the same in every action that carries the mark (ci-wait sets it,
 * rebase-notify takes it back on a conflict or a collision): `ready-mark`, `ready-label`,
 * `ready-reviewers`, parsed once into `ReadyMarkSettings`. The action's settings pass the reader in.
 */
import { ConfigurationError } from '../pure/errors.js';
import { labelInput, listInput, type InputReader } from '../inputs.js';
import {
  DEFAULT_READY_LABEL,
  READY_MODES,
  type ConfiguredReviewer,
  type ReadyMarkSettings,
  type ReadyMode,
} from './mark.js';

const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
const TEAM = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

function modesInput(read: InputReader): ReadyMode[] {
  const raw = listInput(read, 'ready-mark').map((m) => m.toLowerCase());
  if (raw.length === 0 || (raw.length === 1 && raw[0] === 'off')) return [];
  const modes: ReadyMode[] = [];
  for (const m of raw) {
    const mode = READY_MODES.find((x) => x === m);
    if (mode === undefined) {
      throw new ConfigurationError(
        `Input 'ready-mark' must be off, or any of ${READY_MODES.join(', ')} (comma-separated); got '${m}'.`,
      );
    }
    if (!modes.includes(mode)) modes.push(mode);
  }
  return modes;
}

function reviewersInput(read: InputReader): ConfiguredReviewer[] {
  return listInput(read, 'ready-reviewers').map((entry) => {
    const name = entry.replace(/^@/, '');
    const team = TEAM.exec(name);
    if (team) return { kind: 'team', org: team[1] as string, slug: team[2] as string };
    if (LOGIN.test(name)) return { kind: 'user', login: name };
    throw new ConfigurationError(
      `Input 'ready-reviewers' has '${entry}', which is neither a GitHub login nor a team as 'org/team'. ` +
        'List users and teams separated by commas or new lines.',
    );
  });
}

/** The three inputs, checked against each other: reviewers are listed exactly when they are asked. */
export function parseReadyMarkSettings(read: InputReader): ReadyMarkSettings {
  const modes = modesInput(read);
  const reviewers = reviewersInput(read);
  if (modes.includes('reviewers') && reviewers.length === 0) {
    throw new ConfigurationError(
      "Input 'ready-mark' includes reviewers but 'ready-reviewers' lists nobody: list the users and 'org/team' teams to ask.",
    );
  }
  if (!modes.includes('reviewers') && reviewers.length > 0) {
    throw new ConfigurationError(
      "Input 'ready-reviewers' lists reviewers but 'ready-mark' does not include reviewers: add it (for example 'label, reviewers').",
    );
  }
  return { modes, label: labelInput(read, 'ready-label', DEFAULT_READY_LABEL), reviewers };
}
