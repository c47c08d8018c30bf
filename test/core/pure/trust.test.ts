// The trust rule: only comments the token's own identity wrote (and nobody else edited) carry state.
import { describe, expect, it } from 'vitest';
import { withMarker, type Marker } from '../../../src/core/pure/markers.js';
import { findMarked, isTrustedAuthor, splitDuplicates, tamperFrom, trustedFrom } from '../../../src/core/pure/trust.js';
import type { CommentNode, TrustedComment } from '../../../src/core/pure/view.js';

const BOT = 'github-actions[bot]';
const marker = (key: string, kind = 'state', action = 'demo'): Marker => ({ action, kind, key });

/** A comment as GraphQL returns it; bots are named without `[bot]` there. */
type NodeExtra = Partial<CommentNode> & { id?: number };

function node({ id = 1, ...extra }: NodeExtra = {}): CommentNode {
  return {
    databaseId: id,
    body: withMarker('hello', marker('k')),
    url: `https://github.test/acme/widgets/pull/1#issuecomment-${id}`,
    author: { __typename: 'Bot', login: 'github-actions' },
    editor: null,
    ...extra,
  };
}

const userNode = (login: string, extra: NodeExtra = {}) => node({ author: { __typename: 'User', login }, ...extra });

describe('isTrustedAuthor', () => {
  it('a bot viewer trusts its own comments in either spelling of its login', () => {
    expect(isTrustedAuthor(node(), BOT)).toBe(true);
    expect(isTrustedAuthor(node({ author: { __typename: 'Bot', login: 'github-actions[bot]' } }), BOT)).toBe(true);
    expect(isTrustedAuthor(node({ author: { __typename: 'Bot', login: 'GitHub-Actions' } }), BOT)).toBe(true);
  });

  it('a bot viewer does not trust a user whose login is the bot name without [bot]', () => {
    expect(isTrustedAuthor(userNode('github-actions'), BOT)).toBe(false);
  });

  it('a user viewer trusts its own comments and not a bot of the same name', () => {
    expect(isTrustedAuthor(userNode('maya'), 'maya')).toBe(true);
    expect(isTrustedAuthor(userNode('Maya'), 'maya')).toBe(true);
    expect(isTrustedAuthor(node({ author: { __typename: 'Bot', login: 'maya' } }), 'maya')).toBe(false);
  });

  it('does not trust another author, a deleted (ghost) author, or a comment without a databaseId', () => {
    expect(isTrustedAuthor(node({ author: { __typename: 'Bot', login: 'other-app' } }), BOT)).toBe(false);
    expect(isTrustedAuthor(userNode('mallory'), 'maya')).toBe(false);
    expect(isTrustedAuthor(node({ author: null }), BOT)).toBe(false);
    expect(isTrustedAuthor(node({ databaseId: null }), BOT)).toBe(false);
  });

  it('a comment of ours edited by someone else is not trusted; edited by ourselves it is', () => {
    expect(isTrustedAuthor(node({ editor: { login: 'mallory' } }), BOT)).toBe(false);
    expect(isTrustedAuthor(node({ editor: { __typename: 'Bot', login: 'github-actions' } }), BOT)).toBe(true);
    expect(isTrustedAuthor(node({ editor: { __typename: 'Bot', login: 'github-actions[bot]' } }), BOT)).toBe(true);
    expect(isTrustedAuthor(userNode('maya', { editor: { login: 'mallory' } }), 'maya')).toBe(false);
  });
});

describe('trustedFrom', () => {
  it('keeps only our comments whose first line is a marker, in the given order', () => {
    const nodes: (CommentNode | null)[] = [
      node({ id: 30, body: withMarker('third', marker('c')) }),
      null,
      node({ id: 10, body: 'no marker here' }),
      userNode('mallory', { id: 11, body: withMarker('forged', marker('a')) }),
      node({ id: 12, body: `text first\n${withMarker('late marker', marker('x'))}` }),
      node({ id: 20, body: withMarker('first', marker('a')) }),
      node({ id: 21, body: withMarker('edited', marker('b')), editor: { login: 'mallory' } }),
    ];
    const trusted = trustedFrom(nodes, BOT);
    expect(trusted.map((c) => c.id)).toEqual([30, 20]);
    expect(trusted[0]).toMatchObject({
      url: 'https://github.test/acme/widgets/pull/1#issuecomment-30',
      markers: [marker('c')],
    });
  });
});

describe('tamperFrom', () => {
  it('names each comment of ours another login edited, and nothing else', () => {
    const nodes = [
      node({ id: 1, editor: { login: 'mallory' } }),
      node({ id: 2, editor: { __typename: 'Bot', login: 'github-actions' } }),
      userNode('mallory', { id: 3, editor: { login: 'eve' } }),
      node({ id: 4 }),
      null,
    ];
    const lines = tamperFrom(nodes, BOT);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('@mallory');
    expect(lines[0]).toContain('issuecomment-1');
  });

  it('an edited comment of ours without a marker is still tamper evidence', () => {
    expect(tamperFrom([node({ body: 'plain', editor: { login: 'mallory' } })], BOT)).toHaveLength(1);
  });
});

const trusted = (id: number, ...markers: Marker[]): TrustedComment => ({
  id,
  url: `u${id}`,
  body: withMarker('x', markers[0] ?? marker('k')),
  markers,
});

describe('splitDuplicates', () => {
  it('keeps the oldest (lowest id) comment of each finding whatever the order, and splits off the younger', () => {
    const a7 = trusted(7, marker('a'));
    const a3 = trusted(3, marker('a'));
    const a5 = trusted(5, marker('a'));
    const b4 = trusted(4, marker('b'));
    const { trusted: kept, duplicates } = splitDuplicates([a7, b4, a3, a5]);
    expect(kept.map((c) => c.id)).toEqual([4, 3]);
    expect(duplicates.map((c) => c.id)).toEqual([7, 5]);
  });

  it('a different key, kind or action is another finding, not a duplicate', () => {
    const all = [
      trusted(1, marker('a')),
      trusted(2, marker('b')),
      trusted(3, marker('a', 'notice')),
      trusted(4, marker('a', 'state', 'other')),
    ];
    const { trusted: kept, duplicates } = splitDuplicates(all);
    expect(kept.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(duplicates).toEqual([]);
  });
});

describe('findMarked', () => {
  const view = {
    trusted: [
      trusted(1, { ...marker('a'), data: { n: 1 } }),
      trusted(2, marker('b', 'notice')),
      trusted(3, { ...marker('c'), data: { n: 3 } }),
    ],
  };

  it('finds by action and kind (the newest), and by key', () => {
    expect(findMarked(view, 'demo', 'state')?.comment.id).toBe(3);
    expect(findMarked(view, 'demo', 'state', 'a')).toMatchObject({ comment: { id: 1 }, marker: { data: { n: 1 } } });
    expect(findMarked(view, 'demo', 'notice')?.marker.key).toBe('b');
  });

  it('finds nothing for another action, kind or key', () => {
    expect(findMarked(view, 'other', 'state')).toBeUndefined();
    expect(findMarked(view, 'demo', 'lease')).toBeUndefined();
    expect(findMarked(view, 'demo', 'state', 'zzz')).toBeUndefined();
  });
});
