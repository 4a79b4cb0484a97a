/*===- VisibleWalk.c - A fast pre-order walk of a tree-sitter tree --------===
 *
 * Mirrors lib/src/tree_cursor.c of the runtime: a child is visible if its
 * subtree is or its parent's production aliases it (extras take no alias
 * and no structural index); a hidden child is gone into only if it has
 * visible children; a node's position is where its text starts.
 *
 *===----------------------------------------------------------------------===*/

#include "frontend/treesitter/VisibleWalk.h"

#include "language.h"
#include "subtree.h"
#include "tree.h"

#include <stdlib.h>
#include <string.h>

/* One level of the walk: the children of one subtree, visible or hidden. */
typedef struct {
  Subtree parent;
  const TSSymbol *aliases; /* the parent's production's, or NULL */
  uint32_t child_index;
  uint32_t structural_child_index;
  Length position; /* where the next child starts */
  /* The level of the nearest visible node at or above this one. */
  uint32_t owner;
  /* For a visible node's level: the node, and whether down was called. */
  TSNode node;
  bool visible;
  bool entered;
} Level;

/* The levels, on the C stack while they fit (listing one node's children,
 * most walks of one statement), else on the heap. */
enum { InlineLevels = 32 };
typedef struct {
  Level *items;
  uint32_t size, capacity;
  Level inline_items[InlineLevels];
} LevelStack;

static void push(LevelStack *stack, Level level) {
  if (stack->size == stack->capacity) {
    uint32_t capacity = 2 * stack->capacity;
    Level *items = malloc(capacity * sizeof(Level));
    if (!items)
      abort();
    memcpy(items, stack->items, stack->size * sizeof(Level));
    if (stack->items != stack->inline_items)
      free(stack->items);
    stack->items = items;
    stack->capacity = capacity;
  }
  stack->items[stack->size++] = level;
}

static Level levelOf(const TSTree *tree, Subtree parent, Length position) {
  Level level = {0};
  level.parent = parent;
  level.aliases = ts_language_alias_sequence(ts_tree_language(tree),
                                             parent.ptr->production_id);
  level.position = position;
  return level;
}

void tl_walk_visible(TSNode start, const TLVisibleWalker *walker) {
  if (ts_node_is_null(start))
    return;
  if (!walker->visit(walker->payload, start))
    return;
  Subtree root = *(const Subtree *)start.id;
  if (ts_subtree_child_count(root) == 0)
    return;
  const TSTree *tree = start.tree;
  LevelStack stack;
  stack.items = stack.inline_items;
  stack.size = 0;
  stack.capacity = InlineLevels;
  Length start_position = {ts_node_start_byte(start),
                           ts_node_start_point(start)};
  Level first = levelOf(tree, root, start_position);
  first.node = start;
  first.visible = true;
  push(&stack, first);

  while (stack.size) {
    Level *level = &stack.items[stack.size - 1];
    if (level->child_index == level->parent.ptr->child_count) {
      Level done = *level;
      --stack.size;
      if (done.visible && done.entered)
        walker->up(walker->payload, done.node);
      continue;
    }
    const Subtree *child =
        &ts_subtree_children(level->parent)[level->child_index];
    Length position = level->position;
    bool visible = ts_subtree_visible(*child);
    TSSymbol alias = 0;
    if (!ts_subtree_extra(*child)) {
      if (level->aliases) {
        alias = level->aliases[level->structural_child_index];
        visible |= alias != 0;
      }
      level->structural_child_index++;
    }
    level->position = length_add(level->position, ts_subtree_size(*child));
    level->child_index++;
    if (level->child_index < level->parent.ptr->child_count)
      level->position =
          length_add(level->position, ts_subtree_padding(ts_subtree_children(
                                          level->parent)[level->child_index]));

    uint32_t here = stack.size - 1;
    uint32_t owner = level->visible ? here : level->owner;
    if (visible) {
      Level *owning = &stack.items[owner];
      if (!owning->entered) {
        owning->entered = true;
        walker->down(walker->payload, owning->node);
      }
      TSNode node = ts_node_new(tree, child, position, alias);
      if (walker->visit(walker->payload, node) &&
          ts_subtree_child_count(*child) > 0) {
        Level below = levelOf(tree, *child, position);
        below.node = node;
        below.visible = true;
        below.owner = stack.size;
        push(&stack, below);
      }
    } else if (ts_subtree_visible_child_count(*child) > 0) {
      Level below = levelOf(tree, *child, position);
      below.owner = owner;
      push(&stack, below);
    }
  }
  if (stack.items != stack.inline_items)
    free(stack.items);
}
