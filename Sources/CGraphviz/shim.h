#ifndef INTERPLAY_CGRAPHVIZ_SHIM_H
#define INTERPLAY_CGRAPHVIZ_SHIM_H

// Graphviz (libgvc, libcgraph) for InterplayRender. The renderer hands Graphviz DOT
// text (agmemread, gvLayout and gvRenderData take `const char *`), so no wrapper for
// the `char *` setters is needed; node label defaults (`\N`) are written in the DOT.
// Not thread-safe: callers serialise every call (see GraphvizRenderer).

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <graphviz/textspan.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// Graphviz's entry to its text layout plugin (libgvc exports it; its header, gvcproc.h,
/// is not installed). Lays out one span with the plugin `gvContext` selected (libgvc6's
/// pango plugin) and returns whether a plugin measured it. Graphviz's own
/// `textspan_size`, which sizes every label, calls it the same way once it has looked the
/// font name up among the PostScript font names, which a family list is not.
extern boolean gvtextlayout(GVC_t *gvc, textspan_t *span, char **fontpath);

/// The width in points of one line of text in `font` (a family list, as in a DOT
/// `fontname`) at `size` points, bold and italic as `flags` (HTML_BF, HTML_IF) say, as
/// Graphviz's text layout plugin measures it for a label. Returns 1 and sets `*width`
/// when the plugin measured it; 0 when none is loaded or it gave up (the text has no
/// width in that font), where Graphviz would fall back to its own estimate.
static inline int cgv_text_width(GVC_t *gvc, const char *text, const char *font, double size,
                                 int flags, double *width) {
    // The pango plugin remembers the name pointer of the last font it loaded and compares
    // the next span's name with it, so the name must outlive every later layout: one
    // copy per distinct name, kept for the life of the process (only under the lock).
    static char *interned = NULL;
    if (interned == NULL || strcmp(interned, font) != 0) interned = strdup(font);
    if (interned == NULL) return 0;
    textfont_t face;
    memset(&face, 0, sizeof face);
    face.name = interned;
    face.size = size;
    face.flags = (unsigned int)flags & (HTML_BF | HTML_IF);
    textspan_t span;
    memset(&span, 0, sizeof span);
    span.str = (char *)text;
    span.font = &face;
    span.just = 'n';
    boolean measured = gvtextlayout(gvc, &span, NULL);
    // The plugin hands its layout over even when it gives up: free it either way.
    if (span.layout != NULL && span.free_layout != NULL) span.free_layout(span.layout);
    *width = span.size.x;
    return measured ? 1 : 0;
}

/// Makes a `dot` layout safe to free (`gvFreeLayout`) after `dot` laid an edge with a
/// label flat (both ends on one rank). Graphviz 2.42 puts such a label in a new virtual
/// node on the rank above (`flat_node`), growing that rank's node list with `realloc`
/// (`make_vn_slot`), but updates only the list's working pointer (`v`), not the one its
/// cleanup frees (`av`): the cleanup then frees the block `realloc` already freed (heap
/// corruption, "malloc_consolidate(): invalid chunk size"; valgrind shows it). On the
/// root graph both pointers are the same block once layout is done, so pointing `av` at
/// `v` again is what Graphviz should have done. Call after `gvLayout` with `dot`.
static inline void cgv_repair_flat_label_ranks(Agraph_t *graph) {
    if (GD_rank(graph) == NULL) return;
    int flat = 0;
    for (Agnode_t *node = agfstnode(graph); node != NULL && !flat; node = agnxtnode(graph, node)) {
        for (Agedge_t *edge = agfstout(graph, node); edge != NULL; edge = agnxtout(graph, edge)) {
            if (ED_label(edge) != NULL && agtail(edge) != aghead(edge)
                && ND_rank(agtail(edge)) == ND_rank(aghead(edge))) {
                flat = 1;
                break;
            }
        }
    }
    if (!flat) return;
    for (int rank = GD_minrank(graph); rank <= GD_maxrank(graph); rank++) {
        GD_rank(graph)[rank].av = GD_rank(graph)[rank].v;
    }
}

/// Reports warnings as well as errors to the error function.
static inline void cgv_report_warnings(void) {
    agseterr(AGWARN);
}

// Subgraph ids in creation order. Graphviz's own id discipline uses the address of each
// interned name as the id of a named object, and orders subgraphs by id: clusters then
// come out in heap-address order, which changes from run to run. This discipline maps
// no subgraph name (cgraph keeps those in its internal map) and numbers subgraphs as
// they are created, so clusters keep the order the DOT text gives them. Nodes and edges
// get Graphviz's usual ids (the interned name; odd numbers for anonymous objects).
static inline void *cgv_id_open(Agraph_t *graph, Agdisc_t *discipline) {
    (void)discipline;
    return graph;
}

static inline long cgv_id_map(void *state, int type, char *name, IDTYPE *id, int create) {
    // Odd, as Graphviz's anonymous ids; only ever touched under the renderer's lock.
    static IDTYPE next = 1;
    if (name == NULL) {
        *id = next;
        next += 2;
        return 1;
    }
    if (type == AGRAPH) return 0;
    char *interned = create ? agstrdup((Agraph_t *)state, name)
                            : agstrbind((Agraph_t *)state, name);
    *id = (IDTYPE)(uintptr_t)interned;
    return 1;
}

static inline long cgv_id_alloc(void *state, int type, IDTYPE id) {
    (void)state;
    (void)type;
    (void)id;
    return 0;
}

static inline void cgv_id_free(void *state, int type, IDTYPE id) {
    (void)type;
    if (id % 2 == 0) agstrfree((Agraph_t *)state, (char *)(uintptr_t)id);
}

static inline char *cgv_id_print(void *state, int type, IDTYPE id) {
    (void)state;
    (void)type;
    return id % 2 == 0 ? (char *)(uintptr_t)id : NULL;
}

static inline void cgv_id_close(void *state) { (void)state; }

static inline void cgv_id_register(void *state, int type, void *object) {
    (void)state;
    (void)type;
    (void)object;
}

/// DOT text being read, and how far.
typedef struct {
    const char *text;
    size_t length;
    size_t position;
} cgv_reader;

/// Hands Graphviz's parser the text a line at a time, as `agmemread` does.
static inline int cgv_read(void *channel, char *buffer, int size) {
    cgv_reader *reader = (cgv_reader *)channel;
    if (size <= 0 || reader->position >= reader->length) return 0;
    int count = 0;
    char character;
    do {
        character = reader->text[reader->position + (size_t)count];
        buffer[count++] = character;
    } while (character != '\n' && count < size
             && reader->position + (size_t)count < reader->length);
    reader->position += (size_t)count;
    return count;
}

/// `agmemread` with ids in creation order (see `cgv_id_map`).
static inline Agraph_t *cgv_memread(const char *text) {
    static Agiddisc_t ids = {
        cgv_id_open, cgv_id_map, cgv_id_alloc, cgv_id_free, cgv_id_print, cgv_id_close,
        cgv_id_register,
    };
    static Agiodisc_t io;
    static Agdisc_t discipline;
    io.afread = cgv_read;
    io.putstr = AgIoDisc.putstr;
    io.flush = AgIoDisc.flush;
    discipline.mem = &AgMemDisc;
    discipline.id = &ids;
    discipline.io = &io;
    cgv_reader reader = {text, strlen(text), 0};
    return agread(&reader, &discipline);
}

#endif
