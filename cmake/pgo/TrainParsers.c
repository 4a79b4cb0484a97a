/*===- TrainParsers.c - Runs the tree-sitter parsers for a PGO profile -----===*
 *
 * Linked with an instrumented build of the tree-sitter runtime and grammars
 * (cmake/ParserProfile.cmake), this program does with the committed test
 * inputs what tensorlint does with a user's files: parse each one, walk every
 * node asking its type, fields and position, and parse it again after an
 * edit as the language server does. The counts it leaves behind let the
 * compiler lay out the parsers' hot paths (about a fifth less parsing time).
 *
 * Usage: TrainParsers LIST SUMMARY
 *   LIST     lines "<grammar>\t<path>", grammar one of javascript, typescript,
 *            tsx, python
 *   SUMMARY  written with one line per grammar: files, bytes and nodes seen
 *
 * Exit status 1 when a file cannot be read, a grammar is unknown or a grammar
 * got no file: a profile missing a grammar would leave its parser cold.
 *===----------------------------------------------------------------------===*/

#include <tree_sitter/api.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const TSLanguage *tree_sitter_javascript(void);
const TSLanguage *tree_sitter_typescript(void);
const TSLanguage *tree_sitter_tsx(void);
const TSLanguage *tree_sitter_python(void);

struct Grammar {
  const char *Name;
  const TSLanguage *(*Language)(void);
  unsigned long Files, Bytes, Nodes;
};

static struct Grammar Grammars[] = {
    {"javascript", tree_sitter_javascript, 0, 0, 0},
    {"typescript", tree_sitter_typescript, 0, 0, 0},
    {"tsx", tree_sitter_tsx, 0, 0, 0},
    {"python", tree_sitter_python, 0, 0, 0},
};
enum { GrammarCount = sizeof Grammars / sizeof Grammars[0] };

static char *readFile(const char *Path, long *Size) {
  FILE *F = fopen(Path, "rb");
  if (!F)
    return NULL;
  char *Text = NULL;
  if (fseek(F, 0, SEEK_END) == 0 && (*Size = ftell(F)) >= 0 &&
      fseek(F, 0, SEEK_SET) == 0 && (Text = malloc(*Size + 1)) &&
      fread(Text, 1, *Size, F) != (size_t)*Size) {
    free(Text);
    Text = NULL;
  }
  fclose(F);
  return Text;
}

/* The queries the frontends make of every node. */
static unsigned long walk(TSTree *Tree) {
  const TSLanguage *L = ts_tree_language(Tree);
  uint32_t Fields = ts_language_field_count(L);
  unsigned long Nodes = 0;
  TSTreeCursor C = ts_tree_cursor_new(ts_tree_root_node(Tree));
  for (;;) {
    TSNode N = ts_tree_cursor_current_node(&C);
    ++Nodes;
    (void)ts_node_type(N);
    (void)ts_node_is_named(N);
    (void)ts_node_start_point(N);
    (void)ts_node_end_byte(N);
    (void)ts_tree_cursor_current_field_id(&C);
    if (ts_node_child_count(N) > 1)
      for (TSFieldId Id = 1; Id <= Fields; ++Id)
        (void)ts_node_child_by_field_id(N, Id);
    if (ts_tree_cursor_goto_first_child(&C))
      continue;
    while (!ts_tree_cursor_goto_next_sibling(&C))
      if (!ts_tree_cursor_goto_parent(&C)) {
        ts_tree_cursor_delete(&C);
        return Nodes;
      }
  }
}

/* Parses Text, walks it, then inserts a space in its middle and parses again
 * reusing the first tree. */
static void train(struct Grammar *G, char *Text, long Size) {
  TSParser *P = ts_parser_new();
  ts_parser_set_language(P, G->Language());
  TSTree *Tree = ts_parser_parse_string(P, NULL, Text, (uint32_t)Size);
  G->Nodes += walk(Tree);

  char *Edited = malloc(Size + 2);
  long At = Size / 2;
  memcpy(Edited, Text, At);
  Edited[At] = ' ';
  memcpy(Edited + At + 1, Text + At, Size - At);
  /* A point is needed for the edit: count the lines up to At. */
  TSPoint Point = {0, 0};
  for (long I = 0; I < At; ++I)
    Point = Text[I] == '\n' ? (TSPoint){Point.row + 1, 0}
                            : (TSPoint){Point.row, Point.column + 1};
  TSInputEdit Edit = {
      (uint32_t)At, (uint32_t)At, (uint32_t)At + 1,
      Point,        Point,        {Point.row, Point.column + 1}};
  ts_tree_edit(Tree, &Edit);
  TSTree *Again = ts_parser_parse_string(P, Tree, Edited, (uint32_t)Size + 1);
  G->Nodes += walk(Again);

  ts_tree_delete(Again);
  ts_tree_delete(Tree);
  ts_parser_delete(P);
  free(Edited);
}

int main(int Argc, char **Argv) {
  if (Argc != 3) {
    fprintf(stderr, "usage: %s LIST SUMMARY\n", Argv[0]);
    return 2;
  }
  FILE *List = fopen(Argv[1], "r");
  if (!List) {
    fprintf(stderr, "%s: cannot open %s\n", Argv[0], Argv[1]);
    return 1;
  }
  char Line[8192];
  int Status = 0;
  while (fgets(Line, sizeof Line, List)) {
    Line[strcspn(Line, "\r\n")] = 0;
    char *Tab = strchr(Line, '\t');
    if (!Tab)
      continue;
    *Tab = 0;
    struct Grammar *G = NULL;
    for (int I = 0; I < GrammarCount; ++I)
      if (strcmp(Grammars[I].Name, Line) == 0)
        G = &Grammars[I];
    long Size = 0;
    char *Text = G ? readFile(Tab + 1, &Size) : NULL;
    if (!Text) {
      fprintf(stderr, "%s: %s: %s\n", Argv[0], Tab + 1,
              G ? "cannot read" : "unknown grammar");
      Status = 1;
      continue;
    }
    train(G, Text, Size);
    ++G->Files;
    G->Bytes += (unsigned long)Size;
    free(Text);
  }
  fclose(List);

  FILE *Summary = fopen(Argv[2], "w");
  if (!Summary) {
    fprintf(stderr, "%s: cannot write %s\n", Argv[0], Argv[2]);
    return 1;
  }
  for (int I = 0; I < GrammarCount; ++I) {
    fprintf(Summary, "%s files=%lu bytes=%lu nodes=%lu\n", Grammars[I].Name,
            Grammars[I].Files, Grammars[I].Bytes, Grammars[I].Nodes);
    if (!Grammars[I].Files) {
      fprintf(stderr, "%s: no training input for %s\n", Argv[0],
              Grammars[I].Name);
      Status = 1;
    }
  }
  fclose(Summary);
  return Status;
}
