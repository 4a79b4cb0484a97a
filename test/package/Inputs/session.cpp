// A C++ translation unit that needs only Clang's builtin headers.
#include <stddef.h>
#include <stdint.h>

struct OrtStatus;
struct OrtValue;
struct OrtApi {
  OrtStatus *(*CreateTensorAsOrtValue)(void *, const int64_t *, size_t, int,
                                      OrtValue **);
  void (*ReleaseValue)(OrtValue *);
};

class Runner {
public:
  explicit Runner(const OrtApi *Api) : Api(Api) {}
  void step(void *Allocator) {
    int64_t Shape[2] = {1, 3};
    OrtValue *Input = nullptr;
    Api->CreateTensorAsOrtValue(Allocator, Shape, 2, 1, &Input);
  }

private:
  const OrtApi *Api;
};
