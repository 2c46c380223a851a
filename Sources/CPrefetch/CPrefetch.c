// The target is header-only (static inline functions); the package manager needs a
// source file to build it.
#include "CPrefetch.h"
