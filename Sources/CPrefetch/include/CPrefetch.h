#ifndef INTERPLAY_CPREFETCH_H
#define INTERPLAY_CPREFETCH_H

/// Asks the processor to start loading the cache line at `address` for reading, without
/// waiting for it. Swift has no prefetch of its own; the model checker's visited-set
/// lookups use this to overlap their cache misses.
static inline void interplay_prefetch(const void *address) {
  __builtin_prefetch(address, 0, 3);
}

#endif
