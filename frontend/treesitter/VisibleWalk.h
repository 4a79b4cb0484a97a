/*===- VisibleWalk.h - A fast pre-order walk of a tree-sitter tree -*- C -*-===
 *
 * A tree-sitter cursor's step to the next sibling costs some 500
 * instructions: a long list of children is kept as a balanced tree of
 * hidden nodes, and the cursor, which keeps only where it is, builds the
 * iterator of the parent again at each step and climbs through the hidden
 * nodes. The JS index walks every node of a file that way, a tenth of the
 * CLI's instructions. This walk visits the same nodes in the same order and
 * makes the same TSNodes (ids, positions, aliases) as a cursor, keeping the
 * iterator of every level it is in: a step costs a few dozen instructions.
 *
 * It reads tree-sitter's internal subtree layout (lib/src of the pinned
 * runtime, the version package-lock.json names), so it is written in C next
 * to the runtime; test/Unit/VisibleWalkTest.cpp compares it with a cursor
 * on every kind of grammar the build has.
 *
 *===----------------------------------------------------------------------===*/

#ifndef TENSORLINT_FRONTEND_TREESITTER_VISIBLEWALK_H
#define TENSORLINT_FRONTEND_TREESITTER_VISIBLEWALK_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What the walk calls, in the order a cursor would meet the events. */
typedef struct TLVisibleWalker {
  void *payload;
  /* A node a cursor's goto_first_child / goto_next_sibling would land on
   * (Start first); returns whether to walk below it. */
  bool (*visit)(void *payload, TSNode node);
  /* The walk goes down to the first child of node (a cursor's
   * goto_first_child succeeded). */
  void (*down)(void *payload, TSNode node);
  /* The walk is back up at node, after its last child (goto_parent). */
  void (*up)(void *payload, TSNode node);
} TLVisibleWalker;

/* Walks start and the nodes below it, in pre-order. */
void tl_walk_visible(TSNode start, const TLVisibleWalker *walker);

#ifdef __cplusplus
}
#endif

#endif /* TENSORLINT_FRONTEND_TREESITTER_VISIBLEWALK_H */
