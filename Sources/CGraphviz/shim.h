#ifndef INTERPLAY_CGRAPHVIZ_SHIM_H
#define INTERPLAY_CGRAPHVIZ_SHIM_H

// Graphviz (libgvc, libcgraph) for InterplayRender, with small wrappers for the
// functions that take `char *` where they never write, so Swift can pass strings.
// Not thread-safe: callers serialise every call (see GraphvizRenderer).

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

/// Sets an attribute of a graph, node or edge, declaring it with `dflt` when new.
/// For node labels pass "\\N" as the default: "" would blank every other node.
static inline int cgv_set(void *obj, const char *name, const char *value, const char *dflt) {
    return agsafeset(obj, (char *)name, (char *)value, (char *)dflt);
}

/// Reports warnings as well as errors to the error function.
static inline void cgv_report_warnings(void) {
    agseterr(AGWARN);
}

#endif
