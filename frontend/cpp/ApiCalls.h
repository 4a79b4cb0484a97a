//===- ApiCalls.h - Match Clang call expressions to API models --*- C++ -*-===//
//
// Internal to frontend/cpp and checks/. Which resource a C/C++ type denotes
// and which API model entry a call expression invokes: a free function by
// name (TF_AllocateTensor) or a function-pointer field of a function table
// (api->CreateSession, called through OrtApi).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_CPP_APICALLS_H
#define TENSORLINT_FRONTEND_CPP_APICALLS_H

#include "apis/ApiModel.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Type.h"

#include <string>

namespace tensorlint::frontend::cpp {

/// The resource a variable of type T holds: a pointer to a modelled type
/// (TF_Tensor *, struct OrtValue *), a typedef naming such a pointer
/// (ggml_backend_t), or a modelled struct held by value (llama_batch).
const apis::Resource *resourceForType(clang::QualType T,
                                      const apis::ApiDatabase &Apis);

/// The resource held by the elements of an array of T (TF_Tensor *out[2]) or
/// by the pointee of a pointer to T (TF_Tensor **), or null.
const apis::Resource *resourceForElements(clang::QualType T,
                                          const apis::ApiDatabase &Apis);

/// A call resolved to an API model entry.
struct ApiCall {
  const apis::ApiEntry *Entry = nullptr;
  /// How the call is spelled for messages: "TF_AllocateTensor",
  /// "g_ort->CreateSession".
  std::string Spelling;
  /// For a function-table call, the spelling of the table ("g_ort"), used
  /// to spell release hints of member release functions.
  std::string Table;
};

/// The API model entry C invokes, or an empty ApiCall.
ApiCall resolveApiCall(const clang::CallExpr *C, const apis::ApiDatabase &Apis);

/// Strips parentheses, casts, full-expression and temporary wrappers.
const clang::Expr *stripWrappers(const clang::Expr *E);

} // namespace tensorlint::frontend::cpp

#endif // TENSORLINT_FRONTEND_CPP_APICALLS_H
