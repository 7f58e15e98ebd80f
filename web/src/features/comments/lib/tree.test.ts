import { describe, expect, it } from 'vitest';
import { makeComment } from '@/testing/comments';
import { authorName, buildCommentTree, flattenTree, indentsAt, MAX_INDENT_DEPTH, type CommentNode } from './tree';

const shape = (nodes: CommentNode[]): unknown[] =>
  nodes.map((node) => (node.replies.length ? [node.comment.id, shape(node.replies)] : node.comment.id));

describe('buildCommentTree', () => {
  it('keeps the top level in the order received and nests replies under their parents', () => {
    const list = [
      makeComment({ id: 3 }),
      makeComment({ id: 1 }),
      makeComment({ id: 4, parentId: 1 }),
      makeComment({ id: 5, parentId: 3 }),
      makeComment({ id: 6, parentId: 1 }),
    ];
    expect(shape(buildCommentTree(list))).toEqual([
      [3, [5]],
      [1, [4, 6]],
    ]);
  });

  it('nests at any depth and records each depth', () => {
    const list = [makeComment({ id: 1 })];
    for (let id = 2; id <= 8; id += 1) list.push(makeComment({ id, parentId: id - 1 }));
    const tree = buildCommentTree(list);
    const depths: number[] = [];
    let node: CommentNode | undefined = tree[0];
    while (node) {
      depths.push(node.depth);
      node = node.replies[0];
    }
    expect(depths).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('accepts replies listed before their parent', () => {
    const tree = buildCommentTree([makeComment({ id: 9, parentId: 2 }), makeComment({ id: 2 })]);
    expect(shape(tree)).toEqual([[2, [9]]]);
    expect(tree[0].replies[0].depth).toBe(1);
  });

  it('keeps a comment listed twice once (the first time)', () => {
    const tree = buildCommentTree([
      makeComment({ id: 1, content: 'first' }),
      makeComment({ id: 1, content: 'again' }),
      makeComment({ id: 2, parentId: 1 }),
      makeComment({ id: 2, parentId: 1 }),
    ]);
    expect(shape(tree)).toEqual([[1, [2]]]);
    expect(tree[0].comment.content).toBe('first');
  });

  it('shows a reply whose parent is missing at the top level instead of losing it', () => {
    expect(shape(buildCommentTree([makeComment({ id: 1 }), makeComment({ id: 5, parentId: 99 })]))).toEqual([1, 5]);
  });

  it('drops comments caught in a parent cycle and a comment that is its own parent stays top level', () => {
    const tree = buildCommentTree([
      makeComment({ id: 1 }),
      makeComment({ id: 2, parentId: 3 }),
      makeComment({ id: 3, parentId: 2 }),
      makeComment({ id: 4, parentId: 4 }),
    ]);
    expect(shape(tree)).toEqual([1, 4]);
  });

  it('keeps removed placeholders so their replies stay in place', () => {
    const tree = buildCommentTree([
      makeComment({ id: 1, deleted: true, content: '', user: null, userId: '' }),
      makeComment({ id: 2, parentId: 1 }),
    ]);
    expect(tree[0].comment.deleted).toBe(true);
    expect(shape(tree)).toEqual([[1, [2]]]);
  });

  it('an empty list is an empty thread; flattenTree walks depth first', () => {
    expect(buildCommentTree([])).toEqual([]);
    const list = [
      makeComment({ id: 1 }),
      makeComment({ id: 2 }),
      makeComment({ id: 3, parentId: 1 }),
      makeComment({ id: 4, parentId: 3 }),
    ];
    expect(flattenTree(buildCommentTree(list)).map((c) => c.id)).toEqual([1, 3, 4, 2]);
  });
});

describe('indent cap', () => {
  it('indents reply lists up to the cap and no further', () => {
    expect(MAX_INDENT_DEPTH).toBe(4);
    expect([0, 1, 2, 3, 4, 5, 10].map(indentsAt)).toEqual([true, true, true, true, false, false, false]);
  });
});

describe('authorName', () => {
  it('joins first and last name, or falls back', () => {
    expect(authorName(makeComment(), 'Reader')).toBe('Sita Sharma');
    expect(authorName(makeComment({ user: { firstName: 'राम', lastName: '', profileImageUrl: null } }), 'x')).toBe(
      'राम',
    );
    expect(authorName(makeComment({ user: null }), 'Reader')).toBe('Reader');
  });
});
