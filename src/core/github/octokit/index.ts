/**
 * The Octokit implementation of the port (`../port.ts`): with the client factory (`../client.ts`), the only code
 * that touches `client.rest`, `client.graphql`, `client.request` or `paginate` (ESLint holds every other file to it).
 */
import { isObserving } from '../../enforcement.js';
import type { GitHubClient } from '../client.js';
import { isWrite } from '../is-write.js';
import type { GitHubPort } from '../port.js';
import { conversationOn } from './conversation.js';
import { pullsOn } from './pulls.js';
import { repositoryOn } from './repository.js';

const ports = new WeakMap<GitHubClient, GitHubPort>();

/**
 * The port on `client`, one per client. Observe mode is the client's mark (`guardObserving` sets it, and the
 * client refuses every other write beneath the port), read through the port at each write.
 */
export function octokitGitHub(client: GitHubClient): GitHubPort {
  let port = ports.get(client);
  if (!port) {
    const requests = { reads: 0, writes: 0 };
    // A test's stand-in for the client may have no hooks: it then counts nothing.
    (client as Partial<GitHubClient>).hook?.before('request', (o) => {
      if (isWrite(o as Parameters<typeof isWrite>[0])) requests.writes++;
      else requests.reads++;
    });
    port = Object.defineProperty(
      { ...pullsOn(client), ...conversationOn(client), ...repositoryOn(client), requests },
      'observing',
      { get: () => isObserving(client), enumerable: true },
    ) as GitHubPort;
    ports.set(client, port);
  }
  return port;
}
