#include <stdint.h>
static const int64_t kDims[1] = {4};
static const unsigned long kBytes = 16;
