#ifndef INTERPLAY_CGRAPHVIZ_SHIM_H
#define INTERPLAY_CGRAPHVIZ_SHIM_H

// Graphviz (libgvc, libcgraph) for InterplayRender. The renderer hands Graphviz DOT
// text (agmemread, gvLayout and gvRenderData take `const char *`), so no wrapper for
// the `char *` setters is needed; node label defaults (`\N`) are written in the DOT.
// Not thread-safe: callers serialise every call (see GraphvizRenderer).

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

/// Reports warnings as well as errors to the error function.
static inline void cgv_report_warnings(void) {
    agseterr(AGWARN);
}

#endif
