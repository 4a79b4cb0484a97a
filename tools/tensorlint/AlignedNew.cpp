//===- AlignedNew.cpp - Small alignments take the plain operator new ------===//
//
// LLVM's containers (StringMap entries, DenseMap and SmallVector buffers)
// allocate through llvm::allocate_buffer, which always calls the aligned
// operator new, even for the 8 or 16 bytes every allocation has anyway.
// jemalloc's aligned operators take its aligned_alloc and sdallocx-with-flags
// paths: on the library corpus 233 and 201 instructions a call on average,
// against 134 and 133 for the plain ones, and 4.5% of the CLI's
// instructions in all. Taking the plain ones saved 2.1% of the CLI's
// instructions there, and 1.9% of a keystroke in the editor.
//
// The tensorlint executable is linked with --wrap for each aligned operator
// new and delete (cmake/Allocator.cmake). Their references from our code
// and from the statically linked LLVM come here, and an alignment no larger
// than __STDCPP_DEFAULT_NEW_ALIGNMENT__ takes the plain operator; a larger
// one takes jemalloc's (__real_). Every aligned operator is wrapped, so what
// one allocates plainly its partner frees plainly.
//
//===----------------------------------------------------------------------===//

#include <cstddef>
#include <new>

namespace {
bool plain(std::align_val_t A) {
  return static_cast<std::size_t>(A) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__;
}
} // namespace

using std::align_val_t;
using std::nothrow_t;
using std::size_t;

// The mangled names of the aligned operators, with the plain operator each
// one forwards to.
extern "C" {
// operator new(size_t, align_val_t) and new[].
void *__real__ZnwmSt11align_val_t(size_t, align_val_t);
void *__wrap__ZnwmSt11align_val_t(size_t Size, align_val_t A) {
  return plain(A) ? ::operator new(Size) : __real__ZnwmSt11align_val_t(Size, A);
}
void *__real__ZnamSt11align_val_t(size_t, align_val_t);
void *__wrap__ZnamSt11align_val_t(size_t Size, align_val_t A) {
  return plain(A) ? ::operator new[](Size)
                  : __real__ZnamSt11align_val_t(Size, A);
}
// operator new(size_t, align_val_t, const nothrow_t &) and new[].
void *__real__ZnwmSt11align_val_tRKSt9nothrow_t(size_t, align_val_t,
                                                const nothrow_t &);
void *__wrap__ZnwmSt11align_val_tRKSt9nothrow_t(size_t Size, align_val_t A,
                                                const nothrow_t &N) noexcept {
  return plain(A) ? ::operator new(Size, N)
                  : __real__ZnwmSt11align_val_tRKSt9nothrow_t(Size, A, N);
}
void *__real__ZnamSt11align_val_tRKSt9nothrow_t(size_t, align_val_t,
                                                const nothrow_t &);
void *__wrap__ZnamSt11align_val_tRKSt9nothrow_t(size_t Size, align_val_t A,
                                                const nothrow_t &N) noexcept {
  return plain(A) ? ::operator new[](Size, N)
                  : __real__ZnamSt11align_val_tRKSt9nothrow_t(Size, A, N);
}

// operator delete(void *, align_val_t) and delete[].
void __real__ZdlPvSt11align_val_t(void *, align_val_t);
void __wrap__ZdlPvSt11align_val_t(void *P, align_val_t A) noexcept {
  plain(A) ? ::operator delete(P) : __real__ZdlPvSt11align_val_t(P, A);
}
void __real__ZdaPvSt11align_val_t(void *, align_val_t);
void __wrap__ZdaPvSt11align_val_t(void *P, align_val_t A) noexcept {
  plain(A) ? ::operator delete[](P) : __real__ZdaPvSt11align_val_t(P, A);
}
// operator delete(void *, size_t, align_val_t) and delete[].
void __real__ZdlPvmSt11align_val_t(void *, size_t, align_val_t);
void __wrap__ZdlPvmSt11align_val_t(void *P, size_t Size,
                                   align_val_t A) noexcept {
  plain(A) ? ::operator delete(P, Size)
           : __real__ZdlPvmSt11align_val_t(P, Size, A);
}
void __real__ZdaPvmSt11align_val_t(void *, size_t, align_val_t);
void __wrap__ZdaPvmSt11align_val_t(void *P, size_t Size,
                                   align_val_t A) noexcept {
  plain(A) ? ::operator delete[](P, Size)
           : __real__ZdaPvmSt11align_val_t(P, Size, A);
}
// operator delete(void *, align_val_t, const nothrow_t &) and delete[].
void __real__ZdlPvSt11align_val_tRKSt9nothrow_t(void *, align_val_t,
                                                const nothrow_t &);
void __wrap__ZdlPvSt11align_val_tRKSt9nothrow_t(void *P, align_val_t A,
                                                const nothrow_t &N) noexcept {
  plain(A) ? ::operator delete(P, N)
           : __real__ZdlPvSt11align_val_tRKSt9nothrow_t(P, A, N);
}
void __real__ZdaPvSt11align_val_tRKSt9nothrow_t(void *, align_val_t,
                                                const nothrow_t &);
void __wrap__ZdaPvSt11align_val_tRKSt9nothrow_t(void *P, align_val_t A,
                                                const nothrow_t &N) noexcept {
  plain(A) ? ::operator delete[](P, N)
           : __real__ZdaPvSt11align_val_tRKSt9nothrow_t(P, A, N);
}
}
